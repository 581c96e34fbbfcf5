// The generated parts of docs/embedding.md (the widgets' tables and the theme's), from the
// manifest, and the reading and writing of its generated blocks.
import { COMMON_ATTRIBUTES } from '../define';
import type { Manifest } from './manifest';

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
