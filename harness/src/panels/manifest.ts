// The element manifest (widgets/custom-elements.json, generated from the contracts) as the
// studio reads it: one element's attributes, events with their detail types, parts, tokens,
// and the embed entry that defines it.
import manifest from '../../../widgets/custom-elements.json';
import { THEME_DEFAULTS } from '../../../widgets/ui/styles';

interface Named {
  name: string;
  description: string;
}

/** One element's declaration in the manifest. */
export interface Declaration {
  tagName: string;
  description: string;
  attributes: (Named & { type: { text: string }; default?: string })[];
  events: (Named & { type: { text: string } })[];
  cssParts: Named[];
  cssProperties: Named[];
}

const modules = manifest.modules as unknown as {
  path: string;
  declarations: Declaration[];
}[];

/** The manifest's declaration of an element. */
export function declarationOf(tag: string): Declaration | undefined {
  return modules.flatMap((m) => m.declarations).find((d) => d.tagName === tag);
}

/** The embed script that defines the element, e.g. `needs-board.js` (two share `content.js`). */
export function entryOf(tag: string): string {
  const path = modules.find((m) => m.declarations.some((d) => d.tagName === tag))?.path;
  return path?.replace(/^dist\/embed\//, '') ?? `${tag.replace(/^sztx-/, '')}.js`;
}

/** The documented tokens of an element (its manifest's cssProperties), with their defaults. */
export function tokensOf(tag: string): { name: string; description: string; initial: string }[] {
  return (declarationOf(tag)?.cssProperties ?? []).map((p) => ({
    name: p.name,
    description: p.description,
    initial: THEME_DEFAULTS[p.name] ?? '',
  }));
}
