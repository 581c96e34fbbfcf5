// Every attribute of every widget contract through the one transform table (attributes.ts): the
// prop the component gets (define.tsx), the element's property (properties.ts) and the type the
// manifest and typings declare (build/element-types.ts) read the same value from the same text,
// and a property written reads back as written. One attribute type parsed two ways fails here.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type AttributeSpec,
  type AttributeType,
  camel,
  parseAttribute,
  TRANSFORMS,
} from './attributes';
import { propertyOf } from './build/element-types';
import { ALL_CONTRACTS } from './contracts';
import { COMMON_ATTRIBUTES, defineWidget, type WidgetHost } from './define';
import { setupWidgetTests } from './testing/mount';

/** Texts an attribute of each type may be given, good and bad. */
const SAMPLES: Record<AttributeType, string[]> = {
  string: ['', 'text', '/route'],
  number: ['3', '2.5', '-1', 'x', ''],
  boolean: ['', 'true', 'false', 'OFF', '0', 'no'],
  json: ['{"a":1}', '[1]', 'null', '{', ''],
};

/** An enumeration's own values (others warn and are documented as not allowed). */
const samplesOf = (spec: AttributeSpec) => spec.values ?? SAMPLES[spec.type];

/** Whether a value is of a declared TypeScript type text (`number | undefined`, `"a" | "b"`). */
const fits = (type: string, value: unknown) =>
  type
    .split(' | ')
    .some((t) =>
      t === 'unknown' ? true : t.startsWith('"') ? JSON.stringify(value) === t : typeof value === t,
    );

/** The attributes an element reflects as its own properties (not lang, title or the like). */
const reflected = (attributes: Record<string, AttributeSpec>) =>
  Object.entries(attributes).filter(([name]) => !(camel(name) in HTMLElement.prototype));

/** The props each probe element's component last rendered with. */
const rendered = new Map<Element, Record<string, unknown>>();

function Probe(props: Record<string, unknown> & WidgetHost) {
  rendered.set(props.host, props);
  return null;
}

setupWidgetTests({ restoreMocks: true });
beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => rendered.clear());

describe('every attribute of every contract, through the one transform table', () => {
  it('declares no boolean that is on when absent (a boolean attribute can only be turned on)', () => {
    for (const contract of ALL_CONTRACTS) {
      for (const [name, spec] of Object.entries(contract.attributes)) {
        if (spec.type === 'boolean') expect(spec.default, `${contract.tag} ${name}`).not.toBe(true);
      }
    }
  });

  for (const contract of ALL_CONTRACTS) {
    const tag = contract.tag.replace(/^sztx-/, 'sztx-walk-') as `sztx-${string}`;
    const attributes = reflected({ ...COMMON_ATTRIBUTES, ...contract.attributes });

    it(`<${contract.tag}>: the prop, the property and the declared type agree`, async () => {
      defineWidget({ ...contract, tag }, Probe);
      const el = document.createElement(tag) as HTMLElement & Record<string, unknown>;
      document.body.append(el);
      const rounds = Math.max(...attributes.map(([, spec]) => samplesOf(spec).length + 1));
      for (let round = 0; round < rounds; round++) {
        // each attribute gets its round's sample, or is absent once its samples are used up
        const expected: Record<string, unknown> = {};
        for (const [name, spec] of attributes) {
          const raw = samplesOf(spec)[round] ?? null;
          if (raw === null) el.removeAttribute(name);
          else el.setAttribute(name, raw);
          expected[camel(name)] = parseAttribute(tag, name, spec, raw);
        }
        const what = (name: string) => `<${contract.tag} ${name}="${el.getAttribute(name)}">`;
        await vi.waitFor(() => {
          const props = rendered.get(el);
          for (const [name] of attributes) {
            expect(props?.[camel(name)], `${what(name)}: prop`).toEqual(expected[camel(name)]);
          }
        });
        for (const [name, spec] of attributes) {
          const value = expected[camel(name)];
          expect(el[camel(name)], `${what(name)}: property`).toEqual(value);
          const declared = propertyOf(name, spec).type;
          expect(fits(declared, value), `${what(name)}: ${String(value)} as ${declared}`).toBe(
            true,
          );
        }
      }
      // a value written to the property is the attribute's text, and reads back as written
      for (const [name, spec] of attributes) {
        for (const raw of samplesOf(spec)) {
          const value = parseAttribute(tag, name, spec, raw);
          if (value === undefined) continue;
          el[camel(name)] = value;
          const text = TRANSFORMS[spec.type].stringify(value);
          expect(el.getAttribute(name), `${contract.tag} ${name} = ${String(value)}`).toBe(text);
          expect(el[camel(name)], `${contract.tag} ${name} = ${String(value)}`).toEqual(value);
        }
      }
      el.remove();
    });
  }
});
