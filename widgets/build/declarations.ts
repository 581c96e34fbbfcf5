// The TypeScript declarations of the <sztx-*> elements (the package's types/ folder), from the
// widgets' contracts.
import { COMMON_ATTRIBUTES, type WidgetContract } from '../define';
import { detailOf, type EventDetailTypes, pascal, propertyOf, typeText } from './element-types';

/** The generated typing files of the package's `types/` folder, by file name. */
export type Declarations = Record<
  'elements.d.ts' | 'react.d.ts' | 'react18.d.ts' | 'vue.d.ts' | 'svelte.d.ts',
  string
>;

const HEADER = "// Generated from the widgets' contracts by `npm run manifest`; do not edit.";
const doc = (text: string, indent = '  ') => `${indent}/** ${text.replaceAll('*/', '*\\/')} */`;

/**
 * TypeScript declarations: `elements.d.ts` types the elements for the DOM (properties, attribute
 * values, events); `react.d.ts`, `vue.d.ts` and `svelte.d.ts` type them in each framework's
 * templates (attributes and `on<event>` handlers), each a separate import so a project without
 * that framework installed still type-checks.
 */
export function buildDeclarations(
  contracts: readonly WidgetContract[],
  details: EventDetailTypes,
): Declarations {
  const sorted = [...contracts].sort((a, b) => a.tag.localeCompare(b.tag));
  const common = Object.entries(COMMON_ATTRIBUTES);
  const lines = [
    HEADER,
    '// Typed <sztx-*> elements for the DOM: properties, attributes and events.',
    '',
    '/** Attributes every widget understands (values as written in HTML). */',
    'export interface SztxCommonAttributes {',
    ...common.flatMap(([attr, spec]) => [
      doc(spec.description),
      `  '${attr}'?: ${typeText(spec, 'html')};`,
    ]),
    '}',
    '',
    '/** Properties every widget has (each reflects its attribute). */',
    'export interface SztxCommonProperties {',
    ...common
      .filter(([attr]) => attr !== 'lang')
      .flatMap(([attr, spec]) => {
        const { name, type } = propertyOf(attr, spec);
        return [doc(spec.description), `  ${name}: ${type};`];
      }),
    '}',
    '',
  ];
  const tagMap: string[] = [];
  const attributeMap: string[] = [];
  const eventMap: string[] = [];
  const events = new Map<string, string[]>();
  for (const contract of sorted) {
    const name = `${pascal(contract.tag)}Element`;
    lines.push(`/** <${contract.tag}>: ${contract.description} */`);
    lines.push(`export interface ${name} extends HTMLElement, SztxCommonProperties {`);
    for (const [attr, spec] of Object.entries(contract.attributes)) {
      const property = propertyOf(attr, spec);
      lines.push(doc(spec.description), `  ${property.name}: ${property.type};`);
    }
    lines.push('}');
    lines.push(`/** The attributes of <${contract.tag}> (values as written in HTML). */`);
    lines.push(`export interface ${name}Attributes extends SztxCommonAttributes {`);
    for (const [attr, spec] of Object.entries(contract.attributes)) {
      lines.push(doc(spec.description), `  '${attr}'?: ${typeText(spec, 'html')};`);
    }
    lines.push('}');
    lines.push(`/** The events <${contract.tag}> dispatches (bubbling, composed). */`);
    lines.push(`export interface ${name}Events {`);
    for (const [event, description] of Object.entries(contract.events)) {
      lines.push(doc(description), `  '${event}': CustomEvent<${detailOf(details, event)}>;`);
      events.set(event, [...(events.get(event) ?? []), `<${contract.tag}>: ${description}`]);
    }
    lines.push('}', '');
    tagMap.push(`  '${contract.tag}': ${name};`);
    attributeMap.push(`  '${contract.tag}': ${name}Attributes;`);
    eventMap.push(`  '${contract.tag}': ${name}Events;`);
  }
  lines.push(
    '/** Tag → element type. */',
    'export interface SztxElements {',
    ...tagMap,
    '}',
    '/** Tag → its attributes. */',
    'export interface SztxElementAttributes {',
    ...attributeMap,
    '}',
    '/** Tag → its events. */',
    'export interface SztxElementEvents {',
    ...eventMap,
    '}',
    "/** Handlers of some of a tag's events, by event name. */",
    'export type SztxEventHandlers<T extends keyof SztxElements> = {',
    '  [K in keyof SztxElementEvents[T]]?: (event: SztxElementEvents[T][K]) => void;',
    '};',
    '/**',
    " * Listens to an element's events: a function of the element that adds a listener per handler",
    ' * and returns the function that removes them. A React 19 ref callback (`ref={sztxEvents(…)}`)',
    ' * for what `onsztx-…` props cannot do: React adds no listener for them when it hydrates server',
    ' * HTML (Next.js, Remix). `tag` types the handlers.',
    ' */',
    'export declare function sztxEvents<T extends keyof SztxElements>(',
    '  tag: T,',
    '  handlers: SztxEventHandlers<T>,',
    '): (element: Element | null) => (() => void) | undefined;',
    '',
    'declare global {',
    '  interface HTMLElementTagNameMap extends SztxElements {}',
    '  interface HTMLElementEventMap {',
    // one entry per event name; several widgets may fire the same event
    ...[...events].map(
      ([event, texts]) =>
        `${doc(texts.join(' · '), '    ')}\n    '${event}': CustomEvent<${detailOf(details, event)}>;`,
    ),
    '  }',
    '}',
    '',
  );
  const each = (line: (tag: string, name: string) => string) =>
    sorted.map((c) => line(c.tag, `${pascal(c.tag)}Element`));
  const react = [
    HEADER,
    '// <sztx-*> in React 19 JSX: typed attributes and `on<event>` props (React 19 adds a',
    '// listener for `onsztx-loaded` on a custom element). `import type {} from "sztx-widgets/react"`.',
    "import type { DetailedHTMLProps, HTMLAttributes } from 'react';",
    "import type { SztxElementAttributes, SztxElementEvents, SztxElements } from './elements.js';",
    '',
    '// listeners through a ref, which work after hydration too (see sztxEvents)',
    "export { type SztxEventHandlers, sztxEvents } from './elements.js';",
    '',
    '/** `on<event>` props: React 19 adds each as a listener of the event (not when it hydrates). */',
    'export type SztxReactEvents<E> = {',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: TypeScript source text
    '  [K in keyof E as `on${K & string}`]?: (event: E[K]) => void;',
    '};',
    '/** The JSX props of one element: the DOM props, its attributes and its event props. */',
    'export type SztxReactProps<T extends keyof SztxElements> = DetailedHTMLProps<',
    '  HTMLAttributes<HTMLElement>,',
    '  HTMLElement',
    '> &',
    '  SztxElementAttributes[T] &',
    '  SztxReactEvents<SztxElementEvents[T]>;',
    '',
    "declare module 'react' {",
    '  namespace JSX {',
    '    interface IntrinsicElements {',
    ...each((tag) => `      '${tag}': SztxReactProps<'${tag}'>;`),
    '    }',
    '  }',
    '}',
    '',
  ];
  const react18 = [
    HEADER,
    "// <sztx-*> in React 18 JSX: typed attributes, and a ref of the element's own type. React 18",
    '// sets an `on<event>` prop of a custom element as an attribute and never listens, so these',
    '// typings refuse them: listen with addEventListener on the ref (docs/embedding.md, React 18).',
    '// `import type {} from "sztx-widgets/react18"` (needs @types/react 18.2.8 or later: React.JSX).',
    "import type { DetailedHTMLProps, HTMLAttributes } from 'react';",
    "import type { SztxElementAttributes, SztxElementEvents, SztxElements } from './elements.js';",
    '',
    '/** `on<event>` props, refused: React 18 sets them as attributes and never calls them. */',
    'export type SztxReact18NoEvents<E> = {',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: TypeScript source text
    '  [K in keyof E as `on${K & string}`]?: never;',
    '};',
    '/** The JSX props of one element: the DOM props (the ref is the element), its attributes. */',
    'export type SztxReact18Props<T extends keyof SztxElements> = DetailedHTMLProps<',
    '  HTMLAttributes<SztxElements[T]>,',
    '  SztxElements[T]',
    '> &',
    '  SztxElementAttributes[T] &',
    '  SztxReact18NoEvents<SztxElementEvents[T]>;',
    '',
    "declare module 'react' {",
    '  namespace JSX {',
    '    interface IntrinsicElements {',
    ...each((tag) => `      '${tag}': SztxReact18Props<'${tag}'>;`),
    '    }',
    '  }',
    '}',
    '',
  ];
  const vue = [
    HEADER,
    '// <sztx-*> in Vue 3 templates (vue-tsc, Volar): typed props and `@sztx-…` events.',
    '// `import type {} from "sztx-widgets/vue"`, and tell Vue the tags are custom elements',
    "// (compilerOptions.isCustomElement: (tag) => tag.startsWith('sztx-')).",
    "import type { EmitFn, PublicProps } from 'vue';",
    "import type { SztxElementAttributes, SztxElementEvents, SztxElements } from './elements.js';",
    '',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: TypeScript source text
    'type Camel<S extends string> = S extends `${infer H}-${infer T}` ? `${H}${Capitalize<Camel<T>>}` : S;',
    '/** The attributes of an element as Vue props (`page-size` is `pageSize` in Vue types). */',
    'export type SztxVueProps<T extends keyof SztxElements> = {',
    '  [K in keyof SztxElementAttributes[T] as Camel<K & string>]: SztxElementAttributes[T][K];',
    '};',
    '/** A custom element as Vue sees a component: its props and its events. */',
    'export type SztxVueElement<T extends keyof SztxElements> = new () => SztxElements[T] & {',
    '  $props: SztxVueProps<T> & PublicProps;',
    '  $emit: EmitFn<{',
    '    [K in keyof SztxElementEvents[T]]: (event: SztxElementEvents[T][K]) => void;',
    '  }>;',
    '};',
    '',
    "declare module 'vue' {",
    '  interface GlobalComponents {',
    ...each((tag) => `    '${tag}': SztxVueElement<'${tag}'>;`),
    '  }',
    '}',
    '',
  ];
  const svelte = [
    HEADER,
    '// <sztx-*> in Svelte 5 markup (svelte-check): typed attributes and `on<event>` handlers',
    '// (Svelte 5 listens for `sztx-loaded` on `onsztx-loaded`). `import type {} from "sztx-widgets/svelte"`.',
    "import type { HTMLAttributes } from 'svelte/elements';",
    "import type { SztxElementAttributes, SztxElementEvents, SztxElements } from './elements.js';",
    '',
    '/** `on<event>` attributes: Svelte 5 adds each as a listener of the event. */',
    'export type SztxSvelteEvents<E> = {',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: TypeScript source text
    '  [K in keyof E as `on${K & string}`]?: (event: E[K]) => void;',
    '};',
    '/** The markup attributes of one element. */',
    'export type SztxSvelteAttributes<T extends keyof SztxElements> = HTMLAttributes<SztxElements[T]> &',
    '  SztxElementAttributes[T] &',
    '  SztxSvelteEvents<SztxElementEvents[T]>;',
    '',
    "declare module 'svelte/elements' {",
    '  interface SvelteHTMLElements {',
    ...each((tag) => `    '${tag}': SztxSvelteAttributes<'${tag}'>;`),
    '  }',
    '}',
    '',
  ];
  return {
    'elements.d.ts': lines.join('\n'),
    'react.d.ts': react.join('\n'),
    'react18.d.ts': react18.join('\n'),
    'vue.d.ts': vue.join('\n'),
    'svelte.d.ts': svelte.join('\n'),
  };
}
