import { version } from 'react';
import { describe, expect, it } from 'vitest';

// The widget tests run twice: with React (portal build) and with preact/compat (embed build).
describe('renderer under test', () => {
  it('is the one this test project is meant to exercise', () => {
    const renderer = process.env.SZTX_RENDERER;
    expect(['react', 'preact']).toContain(renderer);
    // preact/compat reports the React API level it emulates (18.x); the portal uses React 19
    expect(version.startsWith('19.') ? 'react' : 'preact').toBe(renderer);
  });
});
