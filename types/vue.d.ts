// Generated from the widgets' contracts by `npm run manifest`; do not edit.
// <sztx-*> in Vue 3 templates (vue-tsc, Volar): typed props and `@sztx-…` events.
// `import type {} from "sztx-widgets/vue"`, and tell Vue the tags are custom elements
// (compilerOptions.isCustomElement: (tag) => tag.startsWith('sztx-')).
import type { EmitFn, PublicProps } from 'vue';
import type { SztxElementAttributes, SztxElementEvents, SztxElements } from './elements.js';

type Camel<S extends string> = S extends `${infer H}-${infer T}` ? `${H}${Capitalize<Camel<T>>}` : S;
/** The attributes of an element as Vue props (`page-size` is `pageSize` in Vue types). */
export type SztxVueProps<T extends keyof SztxElements> = {
  [K in keyof SztxElementAttributes[T] as Camel<K & string>]: SztxElementAttributes[T][K];
};
/** A custom element as Vue sees a component: its props and its events. */
export type SztxVueElement<T extends keyof SztxElements> = new () => SztxElements[T] & {
  $props: SztxVueProps<T> & PublicProps;
  $emit: EmitFn<{
    [K in keyof SztxElementEvents[T]]: (event: SztxElementEvents[T][K]) => void;
  }>;
};

declare module 'vue' {
  interface GlobalComponents {
    'sztx-apply-form': SztxVueElement<'sztx-apply-form'>;
    'sztx-courses': SztxVueElement<'sztx-courses'>;
    'sztx-directory': SztxVueElement<'sztx-directory'>;
    'sztx-needs-board': SztxVueElement<'sztx-needs-board'>;
    'sztx-news-feed': SztxVueElement<'sztx-news-feed'>;
    'sztx-personal-centre': SztxVueElement<'sztx-personal-centre'>;
    'sztx-policy-files': SztxVueElement<'sztx-policy-files'>;
    'sztx-portal': SztxVueElement<'sztx-portal'>;
  }
}
