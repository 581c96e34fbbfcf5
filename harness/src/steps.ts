// Runs a scenario's steps in the canvas: each waits for its element (looked up in the page and
// every open shadow root, so inside the widget and its overlay), then clicks, fills or just
// checks it is there.
import type { Step } from '../../widgets/studio/scenario';

/** Every element matching `selector` in `root` and the open shadow roots below it. */
export function deepQueryAll(root: Document | ShadowRoot, selector: string): Element[] {
  const found = [...root.querySelectorAll(selector)];
  for (const el of root.querySelectorAll('*'))
    if (el.shadowRoot) found.push(...deepQueryAll(el.shadowRoot, selector));
  return found;
}

const visible = (el: Element) =>
  typeof el.checkVisibility === 'function' ? el.checkVisibility() : true;

/** The first visible element matching `selector` (and `text`), once there; null after `timeoutMs`. */
export async function waitForDeep(
  doc: Document,
  selector: string,
  text?: string,
  timeoutMs = 10_000,
): Promise<Element | null> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const el = deepQueryAll(doc, selector).find(
      (e) => visible(e) && (text === undefined || (e.textContent ?? '').includes(text)),
    );
    if (el) return el;
    if (Date.now() > until) return null;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Sets a React- or Preact-controlled field's value as typing would. */
function fill(el: Element, value: string): void {
  const proto = Object.getPrototypeOf(el) as object;
  const setter = Object.getOwnPropertyDescriptor(proto, 'value')?.set;
  setter?.call(el, value);
  el.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
  el.dispatchEvent(new Event('change', { bubbles: true, composed: true }));
}

/** Runs `steps`; answers the first step that could not be done (its element never came), or null. */
export async function runSteps(doc: Document, steps: readonly Step[]): Promise<Step | null> {
  for (const step of steps) {
    const selector = 'click' in step ? step.click : 'fill' in step ? step.fill : step.wait;
    const el = await waitForDeep(doc, selector, 'text' in step ? step.text : undefined);
    if (!el) return step;
    if ('click' in step) (el as HTMLElement).click();
    else if ('fill' in step) fill(el, step.value);
  }
  return null;
}
