// An element rendered on the server (widgets/ssr/render-widget.tsx) takes its shadow root over:
// its first render reuses the server's nodes instead of replacing them (react-on-preact/client.ts)
// and its stores show the values the server showed, sending no request for them. A chunk of its
// own, loaded only by an element that has server HTML (widgets/define.tsx): a page without any
// downloads none of it.
import { $convert, fixedLanguage, parseLangTag } from '../core/language/language';
import { whenReady } from '../core/language/ready';
import { seedOf } from '../core/load/render-passes';
import type { ElementState } from './define';
import { serverRendered } from './react-on-preact/server-rendered';
import { SEED_ATTRIBUTE } from './ssr/seed-script';

/**
 * Prepares the element's first render over `root`, its declarative shadow root: the server's data
 * as its stores' seed (the element's root clears it once its first render has committed,
 * widgets/define.tsx), its language's dictionary loaded, and what the element's own first render
 * needs (`prepare`: the portal's page chunk), so that the first render shows the server's text.
 * Then the server's styles and data leave the root, right before the first render (the
 * element's adopted styles replace them).
 */
export async function takeOver(
  root: ShadowRoot,
  state: ElementState,
  prepare?: () => Promise<unknown>,
): Promise<void> {
  const script = root.querySelector(`script[${SEED_ATTRIBUTE}]`);
  state.seed = seedOf(JSON.parse(script?.textContent || '{}') as Record<string, unknown>);
  const own = parseLangTag(state.attributes.get().lang);
  await Promise.all([whenReady(own ? fixedLanguage(own) : $convert), prepare?.()]);
  for (const node of [...root.childNodes]) {
    if (!(node instanceof Element && node.classList.contains('sztx-root'))) node.remove();
  }
  serverRendered.add(root);
}
