// The JavaScript properties of a widget element, one per declared attribute (`page-size` →
// `pageSize`), as custom-elements.json's `members` and types/elements.d.ts declare them: reading
// gives the attribute parsed by its declared type, writing sets (or removes) the attribute, so
// frameworks that set properties (React 19, Vue, Svelte, Angular) and those that set attributes
// reach the same state.
import type { AttributeSpec } from './define';

const camel = (name: string) => name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

/** Parses an attribute's text by its spec (define.tsx's `parseAttribute`). */
type Parse = (tag: string, name: string, spec: AttributeSpec, raw: string | undefined) => unknown;

/**
 * Defines on an element class a property for each attribute (except `lang`, which is the native
 * `HTMLElement.lang`, and any name the class already has).
 */
export function reflectProperties(
  element: CustomElementConstructor,
  tag: string,
  attributes: Record<string, AttributeSpec>,
  parse: Parse,
): string[] {
  const defined: string[] = [];
  for (const [attribute, spec] of Object.entries(attributes)) {
    const name = camel(attribute);
    if (attribute === 'lang' || name in element.prototype) continue;
    defined.push(name);
    Object.defineProperty(element.prototype, name, {
      configurable: true,
      enumerable: true,
      get(this: HTMLElement) {
        const raw = this.getAttribute(attribute);
        // an absent boolean attribute is false, as for native boolean properties
        if (spec.type === 'boolean' && raw === null) return false;
        return parse(tag, attribute, spec, raw ?? undefined);
      },
      set(this: HTMLElement, value: unknown) {
        if (value === undefined || value === null || (spec.type === 'boolean' && value === false))
          this.removeAttribute(attribute);
        else if (spec.type === 'boolean') this.setAttribute(attribute, '');
        else if (spec.type === 'json') this.setAttribute(attribute, JSON.stringify(value));
        else this.setAttribute(attribute, String(value));
      },
    });
  }
  return defined;
}

/**
 * Takes over the properties a script set on the element before its class was defined (a page
 * that sets `el.pageSize = 3` while loader.js still loads the script): such an own property
 * hides the class's accessor, so it is removed and its value set again through the accessor.
 */
export function upgradeProperties(element: HTMLElement, names: readonly string[]): void {
  const own = element as unknown as Record<string, unknown>;
  for (const name of names) {
    if (!Object.hasOwn(element, name)) continue;
    const value = own[name];
    delete own[name];
    own[name] = value;
  }
}
