// `react-dom/client` for the embed build over Preact's core (see ./react.ts).
import { type ComponentChild, render } from 'preact';
import './dom';

/** A root as React's `createRoot` returns it. */
export interface Root {
  render(children: ComponentChild): void;
  unmount(): void;
}

/**
 * Shadow roots holding an element's server render (widgets/hydrate.ts): their first render takes
 * over the server's nodes (Preact reuses the matching ones and corrects what differs).
 */
export const serverRendered = new WeakSet<Node>();

/**
 * Renders into `container`; the first render replaces what the container had, as React's does,
 * unless it is an element's server render.
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
