import { describe, expect, it, vi } from 'vitest';
import { FORM_CSS } from './form-styles';
import { addStyles, adoptStyles, BASE_CSS } from './styles';

const WIDGET_CSS = '.apply-currency { width: 120px; }';

/** The text of each sheet of a shadow root, in cascade order (constructed or `<style>`). */
function cascade(root: ShadowRoot): string[] {
  const adopted = root.adoptedStyleSheets.map((sheet) =>
    [...sheet.cssRules].map((rule) => rule.cssText).join(' '),
  );
  const inline = [...root.querySelectorAll('style')].map((style) => style.textContent ?? '');
  return [...adopted, ...inline];
}

function host(): ShadowRoot {
  return document.createElement('div').attachShadow({ mode: 'open' });
}

describe('shared styles that rank with the base styles (form fields)', () => {
  it('go right after the base styles, before a widget rule added earlier, which still wins', () => {
    const root = host();
    adoptStyles(root, [BASE_CSS]);
    addStyles(root, [WIDGET_CSS]); // the widget's own sheet, from its first render
    addStyles(root, [FORM_CSS], true); // then a form field renders
    const sheets = cascade(root);
    const base = sheets.findIndex((s) => s.includes('.sztx-root'));
    const form = sheets.findIndex((s) => s.includes('.field-error'));
    const widget = sheets.findIndex((s) => s.includes('.apply-currency'));
    expect(base).toBeGreaterThanOrEqual(0);
    expect(form).toBe(base + 1);
    expect(widget).toBeGreaterThan(form);
  });

  it('are added once however many fields ask', () => {
    const root = host();
    adoptStyles(root, [BASE_CSS]);
    addStyles(root, [FORM_CSS], true);
    addStyles(root, [FORM_CSS], true);
    expect(cascade(root).filter((s) => s.includes('.field-error'))).toHaveLength(1);
  });

  it('go after the base <style> where constructed sheets are not supported', () => {
    vi.stubGlobal(
      'CSSStyleSheet',
      class {
        constructor() {
          throw new TypeError('Illegal constructor');
        }
      },
    );
    try {
      const root = host();
      const base = document.createElement('style');
      base.textContent = BASE_CSS;
      const widget = document.createElement('style');
      widget.textContent = WIDGET_CSS;
      root.append(base, widget);
      // a stylesheet text not made into a sheet before (those are kept)
      addStyles(root, [`${FORM_CSS}\n/* fallback */`], true);
      const styles = [...root.querySelectorAll('style')].map((s) => s.textContent ?? '');
      expect(styles.findIndex((s) => s.includes('.field-error'))).toBe(1);
      expect(styles.findIndex((s) => s.includes('.apply-currency'))).toBe(2);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('are not in the base styles every widget loads', () => {
    expect(BASE_CSS).not.toMatch(/\.input\b|\.field\b|\.field-error\b/);
  });
});
