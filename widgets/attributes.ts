// The one reading of each attribute type (a `parse` from the attribute's text and a `stringify`
// back to it, one per type): the props an element's component gets (define.tsx), the element's
// properties (properties.ts) and the types the manifest and typings declare (build/manifest) all
// go through this table and `camel`. A bare attribute (`<x-y flag>`) counts as set, a removed
// one resets its prop to the default; a boolean is read by its text, a URL is checked.
import { warnOnce } from '../core/config/config';

/** Attribute value types an element accepts. */
export type AttributeType = 'string' | 'number' | 'boolean' | 'json';

/** One attribute of an element's contract. */
export interface AttributeSpec {
  type: AttributeType;
  description: string;
  default?: unknown;
  /** Allowed values, when the attribute is an enumeration (e.g. `['t', 's']`). */
  values?: readonly string[];
  /** A URL: only http(s) (or relative to the page) is taken, anything else warns once. */
  url?: true;
}

/**
 * How an attribute's text becomes its value, and a property's value the attribute's text.
 * A `parse(value, attribute, element)` as custom-element libraries have it, with the element's
 * tag for the warning in place of the element; it gives `undefined` for text that is not of its
 * type (warned once; the attribute's default is used). `stringify` gives null when the
 * attribute is to be removed.
 */
export interface Transform {
  parse(value: string, attribute: string, tag: string): unknown;
  stringify(value: unknown): string | null;
}

/** The transform of each attribute type. */
export const TRANSFORMS: Record<AttributeType, Transform> = {
  string: { parse: (value) => value, stringify: String },
  number: {
    parse(value, attribute, tag) {
      const number = Number.parseFloat(value);
      if (Number.isFinite(number)) return number;
      warnOnce(`<${tag}> attribute "${attribute}" is not a number: "${value}"`);
    },
    stringify: String,
  },
  // a bare attribute means true, "false"/"0"/"no"/"off" false; false removes the attribute
  boolean: {
    parse: (value) => !/^(false|0|no|off)$/i.test(value.trim()),
    stringify: (value) => (value === false ? null : ''),
  },
  json: {
    parse(value, attribute, tag) {
      try {
        return JSON.parse(value);
      } catch {
        warnOnce(`<${tag}> attribute "${attribute}" is not valid JSON`);
      }
    },
    stringify: (value) => JSON.stringify(value),
  },
};

/** An attribute's property and prop name: `page-size` → `pageSize`. */
export const camel = (name: string) => name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

/**
 * Parses one attribute value by its declared type (`TRANSFORMS`); bad values warn and give the
 * default. Absent, it is the default (false for a boolean without one, as a native boolean
 * attribute).
 */
export function parseAttribute(
  tag: string,
  name: string,
  spec: AttributeSpec,
  raw: string | null | undefined,
): unknown {
  if (raw == null) return spec.default ?? (spec.type === 'boolean' ? false : undefined);
  // the widget falls back to its default itself (and takes a route's leading slash)
  if (spec.values && !spec.values.includes(raw.replace(/^\//, ''))) {
    const allowed = spec.values.map((v) => `"${v}"`).join(', ');
    warnOnce(
      `<${tag}> attribute "${name}" is "${raw}", not one of ${allowed}; the default "${String(spec.default)}" is used`,
    );
  }
  const value = TRANSFORMS[spec.type].parse(raw, name, tag);
  return value === undefined ? spec.default : value;
}
