import type { Locator } from '@playwright/test';

/**
 * How a widget or an overlay looks under a theme: whether the brand colour `rgb` (computed
 * form, `rgb(r, g, b)`) paints something in the host's shadow root, and the font of its text.
 * The studio's e2e and the consumer apps check a pasted snippet with it.
 */
export function themeLook(host: Locator, rgb: string): Promise<{ brand: boolean; font: string }> {
  return host.evaluate((el, rgb) => {
    const root = el.shadowRoot;
    let brand = false;
    for (const node of root?.querySelectorAll('*') ?? []) {
      const style = getComputedStyle(node);
      if ([style.backgroundColor, style.color, style.borderTopColor].includes(rgb)) brand = true;
    }
    const text = root?.querySelector('.sztx-root, [role="dialog"]') ?? el;
    return { brand, font: getComputedStyle(text).fontFamily };
  }, rgb);
}
