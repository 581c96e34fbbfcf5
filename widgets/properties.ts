// The JavaScript properties of a widget element, one per declared attribute (`page-size` →
// `pageSize`), as custom-elements.json's `members` and types/elements.d.ts declare them: reading
// gives the attribute parsed by its declared type, writing sets (or removes) the attribute, both
// through the type's transform in attributes.ts (as the component's props), so frameworks that
// set properties (React 19, Vue, Svelte, Angular) and those that set attributes reach the same
// state.
import { type AttributeSpec, camel, parseAttribute, TRANSFORMS } from './attributes';

/**
 * Defines on an element class a property for each attribute (except `lang`, which is the native
 * `HTMLElement.lang`, and any name the class already has).
 */
export function reflectProperties(
  element: CustomElementConstructor,
  tag: string,
  attributes: Record<string, AttributeSpec>,
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
        return parseAttribute(tag, attribute, spec, this.getAttribute(attribute));
      },
      set(this: HTMLElement, value: unknown) {
        const text = value == null ? null : TRANSFORMS[spec.type].stringify(value);
        if (text === null) this.removeAttribute(attribute);
        else this.setAttribute(attribute, text);
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
