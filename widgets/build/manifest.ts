// Builds the Custom Elements Manifest of the <sztx-*> elements from the widgets' declared
// contracts (one source of truth, as are the typings, declarations.ts, and the docs' tables,
// embedding-docs.ts; manifest.test.ts checks all three are current).
import { COMMON_ATTRIBUTES, type WidgetContract } from '../define';
import { detailOf, type EventDetailTypes, pascal, propertyOf, typeText } from './element-types';

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

const entryName = (tag: string) => tag.replace(/^sztx-/, '');

/** Where the embed bundles are in the package (`npm pack`) and under the portal's `/embed/`. */
const EMBED_DIR = 'dist/embed';

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
                type: { text: typeText(spec, 'manifest') },
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

/** The manifest `buildManifest` returns. */
export type Manifest = ReturnType<typeof buildManifest>;
