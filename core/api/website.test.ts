import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configure, resetConfig } from '../config/config';
import { documentUrl } from './website';

describe('documentUrl', () => {
  beforeEach(() => configure({ apiBase: 'https://api.example.org/api/v2/' }));
  afterEach(() => resetConfig());

  it('points beside the API, in Simplified for the 简 mode', () => {
    expect(documentUrl('privacy')).toBe('https://api.example.org/documents/privacy.html');
    expect(documentUrl('user-agreement', 's')).toBe(
      'https://api.example.org/documents/user-agreement.html?lang=s',
    );
  });
});
