// `react-dom/client` for the embed build over Preact's core (see ./react.ts).
import { type ComponentChild, render } from 'preact';
import './dom';
import { serverRendered } from './server-rendered';

/** A root as React's `createRoot` returns it. */
export interface Root {
  render(children: ComponentChild): void;
  unmount(): void;
}

/**
 * Renders into `container`; the first render replaces what the container had, as React's does,
 * unless it is an element's server render (./server-rendered.ts): then Preact reuses its nodes of
 * the same type and corrects what differs.
 */
export function createRoot(container: Element | DocumentFragment): Root {
  let first = true;
  return {
    render(children) {
      if (first && !serverRendered.has(container)) container.textContent = '';
      first = false;
      render(children, container);
    },
    unmount() {
      render(null, container);
    },
  };
}
