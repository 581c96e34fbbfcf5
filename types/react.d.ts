// Generated from the widgets' contracts by `npm run manifest`; do not edit.
// <sztx-*> in React 19 JSX: typed attributes and `on<event>` props (React 19 adds a
// listener for `onsztx-loaded` on a custom element). `import type {} from "sztx-widgets/react"`.
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { SztxElementAttributes, SztxElementEvents, SztxElements } from './elements.js';

// listeners through a ref, which work after hydration too (see sztxEvents)
export { type SztxEventHandlers, sztxEvents } from './elements.js';

/** `on<event>` props: React 19 adds each as a listener of the event (not when it hydrates). */
export type SztxReactEvents<E> = {
  [K in keyof E as `on${K & string}`]?: (event: E[K]) => void;
};
/** The JSX props of one element: the DOM props, its attributes and its event props. */
export type SztxReactProps<T extends keyof SztxElements> = DetailedHTMLProps<
  HTMLAttributes<HTMLElement>,
  HTMLElement
> &
  SztxElementAttributes[T] &
  SztxReactEvents<SztxElementEvents[T]>;

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'sztx-apply-form': SztxReactProps<'sztx-apply-form'>;
      'sztx-courses': SztxReactProps<'sztx-courses'>;
      'sztx-directory': SztxReactProps<'sztx-directory'>;
      'sztx-needs-board': SztxReactProps<'sztx-needs-board'>;
      'sztx-news-feed': SztxReactProps<'sztx-news-feed'>;
      'sztx-personal-centre': SztxReactProps<'sztx-personal-centre'>;
      'sztx-policy-files': SztxReactProps<'sztx-policy-files'>;
      'sztx-portal': SztxReactProps<'sztx-portal'>;
    }
  }
}
