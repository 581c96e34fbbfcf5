// `react-dom/client` for the embed build over Preact's core (see ./react.ts).
import { type ComponentChild, render } from 'preact';
import './dom';

/** A root as React's `createRoot` returns it. */
export interface Root {
  render(children: ComponentChild): void;
  unmount(): void;
}

/** Renders into `container`; the first render replaces what the container had, as React's does. */
export function createRoot(container: Element | DocumentFragment): Root {
  let first = true;
  return {
    render(children) {
      if (first) container.textContent = '';
      first = false;
      render(children, container);
    },
    unmount() {
      render(null, container);
    },
  };
}
