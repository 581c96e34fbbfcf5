// The studio's theme: values for the documented --sztx-* properties, kept in the shareable URL
// as `theme.--sztx-primary=…` (a prefix of its own beside the scenario's parameters), written
// as the CSS a partner pastes, and applied to the previewed element and to its overlays.
import { THEME_DEFAULTS } from '../../../widgets/ui/styles';

/** Token → value, only the tokens the user set. */
export type Theme = Record<string, string>;

const PREFIX = 'theme.';

/**
 * A value the theme accepts: CSS that stays inside its declaration (no `;`, braces, angle
 * brackets or line breaks, so neither the preview's style nor a pasted snippet can be broken
 * out of), at most 200 characters.
 */
export function validValue(value: string): boolean {
  const v = value.trim();
  return v !== '' && v.length <= 200 && !/[;{}<>\\\n\r]/.test(v);
}

/** A colour the colour picker can show (`#rrggbb`). */
export const isHexColour = (value: string) => /^#[0-9a-f]{6}$/i.test(value.trim());

/** Is the token a colour (its default is one)? */
export const isColourToken = (name: string) => isHexColour(THEME_DEFAULTS[name] ?? '');

/** The theme in a query string: documented tokens with acceptable values only. */
export function readTheme(search: string): Theme {
  const theme: Theme = {};
  for (const [key, value] of new URLSearchParams(search)) {
    if (!key.startsWith(PREFIX)) continue;
    const name = key.slice(PREFIX.length);
    if (name in THEME_DEFAULTS && validValue(value)) theme[name] = value.trim();
  }
  return theme;
}

/** `&theme.--sztx-…=…` for each set token (empty for no theme), to append to a query. */
export function themeQuery(theme: Theme): string {
  const q = new URLSearchParams();
  for (const [name, value] of Object.entries(theme)) q.set(`${PREFIX}${name}`, value);
  const text = q.toString();
  return text ? `&${text}` : '';
}

/** The CSS rule that themes the element, as a partner writes it (empty for no theme). */
export function themeCss(tag: string, theme: Theme, indent = ''): string {
  const entries = Object.entries(theme);
  if (entries.length === 0) return '';
  const body = entries.map(([name, value]) => `${indent}  ${name}: ${value};`).join('\n');
  return `${indent}${tag} {\n${body}\n${indent}}`;
}

const STYLE_ID = 'sztx-studio-theme';

/**
 * Themes the element in the preview's document with the same rule the snippet holds. An overlay
 * (login dialog, need detail prompt) copies its opener's tokens when it opens; one open already
 * gets the new values at once.
 */
export function applyTheme(doc: Document, tag: string, theme: Theme): void {
  let style = doc.getElementById(STYLE_ID);
  if (!style) {
    style = doc.createElement('style');
    style.id = STYLE_ID;
    doc.head.append(style);
  }
  style.textContent = themeCss(tag, theme);
  const opener = doc.querySelector(tag);
  const view = doc.defaultView;
  if (!opener || !view) return;
  const computed = view.getComputedStyle(opener);
  for (const host of doc.querySelectorAll<HTMLElement>('[data-sztx-overlay]')) {
    for (const name of Object.keys(THEME_DEFAULTS)) {
      const value = computed.getPropertyValue(name).trim();
      if (value) host.style.setProperty(name, value);
      else host.style.removeProperty(name);
    }
  }
}
