// Generated from the widgets' contracts by `npm run manifest`; do not edit.
// <sztx-*> in React 18 JSX: typed attributes, and a ref of the element's own type. React 18
// sets an `on<event>` prop of a custom element as an attribute and never listens, so these
// typings refuse them: listen with addEventListener on the ref (docs/embedding.md, React 18).
// `import type {} from "sztx-widgets/react18"` (needs @types/react 18.2.8 or later: React.JSX).
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { SztxElementAttributes, SztxElementEvents, SztxElements } from './elements.js';

/** `on<event>` props, refused: React 18 sets them as attributes and never calls them. */
export type SztxReact18NoEvents<E> = {
  [K in keyof E as `on${K & string}`]?: never;
};
/** The JSX props of one element: the DOM props (the ref is the element), its attributes. */
export type SztxReact18Props<T extends keyof SztxElements> = DetailedHTMLProps<
  HTMLAttributes<SztxElements[T]>,
  SztxElements[T]
> &
  SztxElementAttributes[T] &
  SztxReact18NoEvents<SztxElementEvents[T]>;

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'sztx-apply-form': SztxReact18Props<'sztx-apply-form'>;
      'sztx-courses': SztxReact18Props<'sztx-courses'>;
      'sztx-directory': SztxReact18Props<'sztx-directory'>;
      'sztx-needs-board': SztxReact18Props<'sztx-needs-board'>;
      'sztx-news-feed': SztxReact18Props<'sztx-news-feed'>;
      'sztx-personal-centre': SztxReact18Props<'sztx-personal-centre'>;
      'sztx-policy-files': SztxReact18Props<'sztx-policy-files'>;
      'sztx-portal': SztxReact18Props<'sztx-portal'>;
    }
  }
}
