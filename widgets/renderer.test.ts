import { version } from 'react';
import { describe, expect, it } from 'vitest';

// The widget tests run twice: with React (portal build) and with React's API over Preact (embed build).
describe('renderer under test', () => {
  it('is the one this test project is meant to exercise', () => {
    const renderer = process.env.SZTX_RENDERER;
    expect(['react', 'preact']).toContain(renderer);
    // the embed's React API reports the level it emulates (18.x, as preact/compat did); the portal uses React 19
    expect(version.startsWith('19.') ? 'react' : 'preact').toBe(renderer);
  });
});
