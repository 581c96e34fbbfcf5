import { createElement, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type CanvasState, usePreparation } from './canvas';

// the server calls of a preparation answer at once
vi.mock('./session', () => ({
  setFaults: async () => undefined,
  signIn: async () => null,
}));

const addLog = () => {};
/** Every render of the studio below: the scenario named and its canvas's state. */
const renders: { named: string; canvas: CanvasState }[] = [];
const studio = { pick: (_named: string) => {}, settle: () => {} };

/** The studio's part that matters here: a named scenario and the preparation of its canvas. */
function Studio() {
  const [named, setNamed] = useState('first');
  const { canvas, setCanvas, prepare } = usePreparation('session', 'none', [], addLog);
  renders.push({ named, canvas });
  // as the side bar's pick does: the whole scenario, then a new canvas for it
  studio.pick = (next) => {
    setNamed(next);
    prepare();
  };
  studio.settle = () => setCanvas('ready');
  return null;
}

let root: Root | null = null;
afterEach(() => {
  root?.unmount();
  root = null;
});

describe('usePreparation', () => {
  it('a picked scenario is never rendered with the state of the canvas before it', async () => {
    root = createRoot(document.createElement('div'));
    root.render(createElement(Studio));
    await vi.waitFor(() => expect(renders.at(-1)?.canvas).toBe('loading'));
    studio.settle();
    await vi.waitFor(() => expect(renders.at(-1)).toEqual({ named: 'first', canvas: 'ready' }));

    studio.pick('second');
    await vi.waitFor(() => expect(renders.at(-1)).toEqual({ named: 'second', canvas: 'loading' }));
    // the stage names the scenario beside the state: 'second' was never 'ready' before its canvas
    expect(renders.filter((r) => r.named === 'second').map((r) => r.canvas)[0]).toBe('preparing');
    expect(renders.some((r) => r.named === 'second' && r.canvas === 'ready')).toBe(false);
  });
});
