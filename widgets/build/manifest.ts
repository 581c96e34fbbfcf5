// Builds the Custom Elements Manifest and the TypeScript declarations of the <sztx-*> elements
// from the widgets' declared contracts (one source of truth; checked for freshness by a test).
import { type AttributeSpec, COMMON_ATTRIBUTES, type WidgetContract } from '../define';

/** Documented theme properties, shared by every widget. */
const CSS_PROPERTIES: Record<string, string> = {
  '--sztx-primary': 'Brand colour (buttons, active tabs, headings’ accent)',
  '--sztx-primary-dark': 'Brand colour, hover and pressed',
  '--sztx-primary-soft': 'Brand colour, soft backgrounds',
  '--sztx-accent': 'Links and focus rings',
  '--sztx-text': 'Body text colour',
  '--sztx-text-muted': 'Secondary text colour',
  '--sztx-border': 'Borders and dividers',
  '--sztx-surface': 'Card background',
  '--sztx-surface-alt': 'Page and muted background',
  '--sztx-on-primary': 'Text and icons on brand, accent and image fills',
  '--sztx-accent-soft': 'Accent colour, soft backgrounds (badges)',
  '--sztx-success': 'Success text (free, approved)',
  '--sztx-success-soft': 'Success backgrounds',
  '--sztx-warning': 'Warning and notice text (investment badges, review notes)',
  '--sztx-warning-soft': 'Warning and notice backgrounds',
  '--sztx-highlight': 'Highlights on brand fills (member tag, active menu)',
  '--sztx-dark': 'Dark surfaces (portal footer, video, tooltips)',
  '--sztx-on-dark': 'Text on dark surfaces',
  '--sztx-scrim': 'Dialog backdrops and controls over images (used translucent)',
  '--sztx-shadow': 'Shadow colour (used translucent)',
  '--sztx-radius': 'Corner radius of cards, inputs, buttons and badges (other radii scale with it)',
  '--sztx-font': 'Font family',
};

/** `part=` names every widget has (define.tsx renders the root, ui/states.tsx the error). */
const COMMON_PARTS: Record<string, string> = {
  root: 'The root inside the shadow root',
  error: 'An error message with its retry button',
};

const pascal = (tag: string) =>
  tag
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');

const typeText = (spec: AttributeSpec) =>
  spec.values
    ? spec.values.map((v) => JSON.stringify(v)).join(' | ')
    : spec.type === 'json'
      ? 'string'
      : spec.type;

const entryName = (tag: string) => tag.replace(/^sztx-/, '');

/** Event name → the TypeScript text of its `detail` type (from widgets/events.ts). */
export type EventDetailTypes = Record<string, string>;

function detailOf(details: EventDetailTypes, event: string): string {
  const text = details[event];
  if (!text) throw new Error(`${event} has no detail type in widgets/events.ts`);
  return text;
}

const camel = (name: string) => name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

/** Where the embed bundles are in the package (`npm pack`) and under the portal's `/embed/`. */
const EMBED_DIR = 'dist/embed';

/**
 * The element's JavaScript property for an attribute: its camelCase name and the type it reads
 * as (the attribute parsed by its declared type; absent and without a default: `undefined`).
 * `lang` is the native `HTMLElement.lang` (a string). Property and attribute reflect each other.
 */
function propertyOf(attribute: string, spec: AttributeSpec): { name: string; type: string } {
  if (attribute === 'lang') return { name: 'lang', type: 'string' };
  const base = spec.values
    ? spec.values.map((v) => JSON.stringify(v)).join(' | ')
    : spec.type === 'json'
      ? 'unknown'
      : spec.type;
  const optional = spec.default === undefined && spec.type !== 'boolean' && spec.type !== 'json';
  return { name: camel(attribute), type: optional ? `${base} | undefined` : base };
}

/** The Custom Elements Manifest (schema 2.0) of the given contracts. */
export function buildManifest(
  contracts: readonly WidgetContract[],
  details: EventDetailTypes,
  /** The embed entry that registers a tag (default: the tag without `sztx-`). */
  entryOf: (tag: string) => string = entryName,
) {
  return {
    schemaVersion: '2.0.0',
    readme: 'docs/embedding.md',
    modules: [...contracts]
      .sort((a, b) => a.tag.localeCompare(b.tag))
      .map((contract) => {
        const name = `${pascal(contract.tag)}Element`;
        // the file in the package that registers the element (a partner imports it, or loads
        // it from the portal's /embed/ folder, whose files are the same)
        const path = `${EMBED_DIR}/${entryOf(contract.tag)}.js`;
        const attributes = { ...COMMON_ATTRIBUTES, ...contract.attributes };
        return {
          kind: 'javascript-module',
          path,
          declarations: [
            {
              kind: 'class',
              name,
              tagName: contract.tag,
              customElement: true,
              description: contract.description,
              attributes: Object.entries(attributes).map(([attr, spec]) => ({
                name: attr,
                type: { text: typeText(spec) },
                description: spec.description,
                fieldName: propertyOf(attr, spec).name,
                ...(spec.default !== undefined ? { default: JSON.stringify(spec.default) } : {}),
              })),
              members: Object.entries(attributes).map(([attr, spec]) => ({
                kind: 'field',
                name: propertyOf(attr, spec).name,
                type: { text: propertyOf(attr, spec).type },
                description: spec.description,
                attribute: attr,
                reflects: true,
                ...(spec.default !== undefined ? { default: JSON.stringify(spec.default) } : {}),
              })),
              events: Object.entries(contract.events).map(([event, description]) => ({
                name: event,
                type: { text: `CustomEvent<${detailOf(details, event)}>` },
                description,
              })),
              // the common parts first; a contract may describe one of them its own way
              cssParts: Object.entries({ ...COMMON_PARTS, ...contract.parts }).map(
                ([part, description]) => ({ name: part, description }),
              ),
              cssProperties: Object.entries(CSS_PROPERTIES).map(([prop, description]) => ({
                name: prop,
                description,
              })),
              superclass: { name: 'HTMLElement', package: 'global:' },
            },
          ],
          exports: [
            {
              kind: 'custom-element-definition',
              name: contract.tag,
              declaration: { name, module: path },
            },
          ],
        };
      }),
  };
}

/** The generated typing files of the package's `types/` folder, by file name. */
export type Declarations = Record<
  'elements.d.ts' | 'react.d.ts' | 'vue.d.ts' | 'svelte.d.ts',
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
      `  '${attr}'?: ${attrType(spec)};`,
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
      lines.push(doc(spec.description), `  '${attr}'?: ${attrType(spec)};`);
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
    '/** `on<event>` props: React 19 adds each as a listener of the event. */',
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
    'vue.d.ts': vue.join('\n'),
    'svelte.d.ts': svelte.join('\n'),
  };
}

function attrType(spec: AttributeSpec): string {
  if (spec.values) return spec.values.map((v) => JSON.stringify(v)).join(' | ');
  if (spec.type === 'boolean') return 'boolean | string';
  if (spec.type === 'number') return 'number | string';
  return 'string';
}

/** The manifest `buildManifest` returns. */
export type Manifest = ReturnType<typeof buildManifest>;

const cell = (text: string) => text.replaceAll('|', '\\|').replace(/\s+/g, ' ').trim();
const code = (text: string) => `\`${cell(text)}\``;
const table = (head: string[], rows: string[][]) =>
  [head, head.map(() => '---'), ...rows].map((row) => `| ${row.join(' | ')} |`).join('\n');

/**
 * The generated parts of docs/embedding.md, from the manifest itself: `widgets` (a summary and,
 * per element, its attributes, events with their detail types, and parts) and `theme` (the
 * custom properties). `npm run manifest` writes them between `<!-- generated:NAME -->` markers.
 */
export function buildDocs(manifest: Manifest): { widgets: string; theme: string } {
  const common = new Set(Object.keys(COMMON_ATTRIBUTES));
  // the script's path under the portal (`/embed/…`), which is also its path in the package
  const declarations = manifest.modules.map((m) => ({
    ...m.declarations[0]!,
    path: m.path.replace(/^dist\//, ''),
  }));
  const summary = table(
    ['element', 'script', 'what it is'],
    declarations.map((d) => [code(`<${d.tagName}>`), code(d.path), cell(d.description)]),
  );
  const sections = declarations.map((d) => {
    const own = d.attributes.filter((a) => !common.has(a.name));
    const attributes = own.length
      ? table(
          ['attribute', 'type', 'default', 'meaning'],
          own.map((a) => [
            code(a.name),
            code(a.type.text),
            'default' in a && a.default !== undefined ? code(a.default) : '—',
            cell(a.description),
          ]),
        )
      : 'Only the attributes every widget understands.';
    const events = d.events.length
      ? table(
          ['event', '`detail`', 'when'],
          d.events.map((e) => [
            code(e.name),
            code(e.type.text.replace(/^CustomEvent<(.*)>$/, '$1')),
            cell(e.description),
          ]),
        )
      : 'No events.';
    const parts = table(
      ['part', 'what'],
      d.cssParts.map((p) => [code(p.name), cell(p.description)]),
    );
    return [
      `### \`<${d.tagName}>\``,
      `\`${d.path}\` — ${d.description}`,
      attributes,
      events,
      parts,
    ].join('\n\n');
  });
  const theme = table(
    ['property', 'what'],
    (declarations[0]?.cssProperties ?? []).map((p) => [code(p.name), cell(p.description)]),
  );
  return { widgets: [summary, ...sections].join('\n\n'), theme };
}

/** Markdown with table padding removed, so a formatter's alignment does not count. */
export function normalizeMarkdown(text: string): string {
  return text
    .split('\n')
    .map((line) =>
      line.startsWith('|')
        ? line
            .split(/(?<!\\)\|/)
            .map((c) => c.trim().replace(/^:?-+:?$/, '---'))
            .join('|')
        : line.trimEnd(),
    )
    .join('\n')
    .trim();
}

const BLOCK = (name: string) =>
  new RegExp(`(<!-- generated:${name} [^>]*-->)([\\s\\S]*?)(<!-- /generated:${name} -->)`);

/** The text of a generated block of a document (null if its markers are missing). */
export function readBlock(doc: string, name: string): string | null {
  return BLOCK(name).exec(doc)?.[2] ?? null;
}

/** The document with a generated block replaced (its markers must exist). */
export function writeBlock(doc: string, name: string, body: string): string {
  if (!BLOCK(name).test(doc)) throw new Error(`no <!-- generated:${name} --> block`);
  return doc.replace(BLOCK(name), (_, open: string, _old: string, close: string) =>
    [open, '\n\n', body, '\n\n', close].join(''),
  );
}
