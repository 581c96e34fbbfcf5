// Builds the Custom Elements Manifest and the TypeScript declarations of the <sztx-*> elements
// from the widgets' declared contracts (one source of truth; checked for freshness by a test).
import { type AttributeSpec, COMMON_ATTRIBUTES, type WidgetContract } from './define';

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
  '--sztx-radius': 'Corner radius of cards, inputs and buttons',
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
        const path = `embed/${entryOf(contract.tag)}.js`;
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
              superclass: { name: 'HTMLElement' },
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

/** TypeScript declarations: typed elements for the DOM, and JSX intrinsic elements for React. */
export function buildDeclarations(
  contracts: readonly WidgetContract[],
  details: EventDetailTypes,
): string {
  const lines = [
    "// Generated from the widgets' contracts by `npm run manifest`; do not edit.",
    '// Typed <sztx-*> elements for the DOM and for React/TSX.',
    '',
    'type SztxCommonAttributes = {',
    ...Object.entries(COMMON_ATTRIBUTES).map(
      ([attr, spec]) => `  /** ${spec.description} */\n  '${attr}'?: ${attrType(spec)};`,
    ),
    '};',
    '',
  ];
  const tagMap: string[] = [];
  const jsx: string[] = [];
  const events = new Map<string, string[]>();
  for (const contract of [...contracts].sort((a, b) => a.tag.localeCompare(b.tag))) {
    const name = `${pascal(contract.tag)}Element`;
    lines.push(`/** <${contract.tag}>: ${contract.description} */`);
    lines.push(`export interface ${name}Attributes extends SztxCommonAttributes {`);
    for (const [attr, spec] of Object.entries(contract.attributes)) {
      lines.push(`  /** ${spec.description} */`, `  '${attr}'?: ${attrType(spec)};`);
    }
    lines.push('}', `export type ${name} = HTMLElement;`, '');
    tagMap.push(`    '${contract.tag}': ${name};`);
    jsx.push(
      `      '${contract.tag}': React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement> & ${name}Attributes;`,
    );
    for (const [event, description] of Object.entries(contract.events)) {
      events.set(event, [...(events.get(event) ?? []), `<${contract.tag}>: ${description}`]);
    }
  }
  lines.push(
    'declare global {',
    '  interface HTMLElementTagNameMap {',
    ...tagMap,
    '  }',
    '  interface HTMLElementEventMap {',
    // one entry per event name; several widgets may fire the same event
    ...[...events].map(
      ([event, lines]) =>
        `    /** ${lines.join(' · ')} */\n    '${event}': CustomEvent<${detailOf(details, event)}>;`,
    ),
    '  }',
    '}',
    '',
    "declare module 'react' {",
    '  namespace JSX {',
    '    interface IntrinsicElements {',
    ...jsx,
    '    }',
    '  }',
    '}',
    '',
    'export {};',
    '',
  );
  return lines.join('\n');
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
  const declarations = manifest.modules.map((m) => ({ ...m.declarations[0]!, path: m.path }));
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
