import { describe, expect, it } from 'vitest';
import { clientFor } from '../client';
import { documentUrl } from './reads';

describe('documentUrl', () => {
  const api = clientFor({ apiBase: 'https://api.example.org/api/v2/' });

  it("points beside the client's API, in Simplified for the 简 mode", () => {
    expect(documentUrl(api, 'privacy')).toBe('https://api.example.org/documents/privacy.html');
    expect(documentUrl(api, 'user-agreement', 's')).toBe(
      'https://api.example.org/documents/user-agreement.html?lang=s',
    );
  });
});
