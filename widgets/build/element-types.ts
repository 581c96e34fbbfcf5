// Each attribute of a contract as the manifest and the typings declare it: the TypeScript text of
// its value (attributes.ts' transforms are the JavaScript side), its property, and the names the
// generated files share.
import { type AttributeSpec, type AttributeType, camel, parseAttribute } from '../attributes';

/**
 * Each attribute type as the generated files declare it, the TypeScript side of `TRANSFORMS`:
 * `manifest`, the attribute's type in custom-elements.json; `html`, what a template may write
 * (the typings); `property`, what the element's property reads (the transform's `parse`).
 */
const TYPE_TEXT: Record<AttributeType, { manifest: string; html: string; property: string }> = {
  string: { manifest: 'string', html: 'string', property: 'string' },
  number: { manifest: 'number', html: 'number | string', property: 'number' },
  boolean: { manifest: 'boolean', html: 'boolean | string', property: 'boolean' },
  json: { manifest: 'string', html: 'string', property: 'unknown' },
};

/** The TypeScript text of an attribute's value: its enumeration, or its type's `TYPE_TEXT`. */
export const typeText = (spec: AttributeSpec, as: 'manifest' | 'html' | 'property') =>
  spec.values ? spec.values.map((v) => JSON.stringify(v)).join(' | ') : TYPE_TEXT[spec.type][as];

/** `sztx-news-feed` → `SztxNewsFeed`. */
export const pascal = (tag: string) =>
  tag
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');

/** Event name → the TypeScript text of its `detail` type (from widgets/events.ts). */
export type EventDetailTypes = Record<string, string>;

export function detailOf(details: EventDetailTypes, event: string): string {
  const text = details[event];
  if (!text) throw new Error(`${event} has no detail type in widgets/events.ts`);
  return text;
}

/**
 * The element's JavaScript property for an attribute: its camelCase name and the type it reads
 * as (the attribute parsed by its declared type, as properties.ts reads it; absent and without
 * a default: `undefined`). `lang` is the native `HTMLElement.lang` (a string). Property and
 * attribute reflect each other.
 */
export function propertyOf(attribute: string, spec: AttributeSpec): { name: string; type: string } {
  if (attribute === 'lang') return { name: 'lang', type: 'string' };
  const base = typeText(spec, 'property');
  // what the property reads when the attribute is absent (`unknown` includes undefined)
  const optional = parseAttribute('', attribute, spec, null) === undefined && base !== 'unknown';
  return { name: camel(attribute), type: optional ? `${base} | undefined` : base };
}
