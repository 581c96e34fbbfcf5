// Generated from the widgets' contracts by `npm run manifest`; do not edit.
// <sztx-*> in Svelte 5 markup (svelte-check): typed attributes and `on<event>` handlers
// (Svelte 5 listens for `sztx-loaded` on `onsztx-loaded`). `import type {} from "sztx-widgets/svelte"`.
import type { HTMLAttributes } from 'svelte/elements';
import type { SztxElementAttributes, SztxElementEvents, SztxElements } from './elements.js';

/** `on<event>` attributes: Svelte 5 adds each as a listener of the event. */
export type SztxSvelteEvents<E> = {
  [K in keyof E as `on${K & string}`]?: (event: E[K]) => void;
};
/** The markup attributes of one element. */
export type SztxSvelteAttributes<T extends keyof SztxElements> = HTMLAttributes<SztxElements[T]> &
  SztxElementAttributes[T] &
  SztxSvelteEvents<SztxElementEvents[T]>;

declare module 'svelte/elements' {
  interface SvelteHTMLElements {
    'sztx-apply-form': SztxSvelteAttributes<'sztx-apply-form'>;
    'sztx-courses': SztxSvelteAttributes<'sztx-courses'>;
    'sztx-directory': SztxSvelteAttributes<'sztx-directory'>;
    'sztx-needs-board': SztxSvelteAttributes<'sztx-needs-board'>;
    'sztx-news-feed': SztxSvelteAttributes<'sztx-news-feed'>;
    'sztx-personal-centre': SztxSvelteAttributes<'sztx-personal-centre'>;
    'sztx-policy-files': SztxSvelteAttributes<'sztx-policy-files'>;
    'sztx-portal': SztxSvelteAttributes<'sztx-portal'>;
  }
}
