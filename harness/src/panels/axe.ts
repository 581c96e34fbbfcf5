// axe-core in the preview's frame: loaded the first time a panel asks (a script of the portal's
// own origin, as the Content-Security-Policy wants), then run on the widget and its overlays in
// the frame (axe searches through their open shadow roots).
import type { AxeResults } from 'axe-core';
import axeUrl from 'axe-core/axe.min.js?url';

/** One rule a page fails, with the elements that fail it. */
export interface Finding {
  id: string;
  impact: string;
  help: string;
  helpUrl: string;
  targets: string[];
}

type AxeWindow = Window & {
  axe?: { run: (context: unknown, options: unknown) => Promise<AxeResults> };
};

const loading = new WeakMap<Window, Promise<void>>();
const running = new WeakMap<Window, Promise<unknown>>();

function load(win: AxeWindow): Promise<void> {
  if (win.axe) return Promise.resolve();
  let done = loading.get(win);
  if (!done) {
    done = new Promise<void>((resolve, reject) => {
      const script = win.document.createElement('script');
      script.src = axeUrl;
      script.onload = () => resolve();
      script.onerror = () => reject(new Error(`axe-core did not load from ${axeUrl}`));
      win.document.head.append(script);
    });
    loading.set(win, done);
  }
  return done;
}

/**
 * The rules the frame's page fails (all of them, or only `rules`), worst first. Runs one at a
 * time per frame (axe refuses a second run while one is going).
 */
export function runAxe(win: Window, rules?: string[]): Promise<Finding[]> {
  const previous = running.get(win) ?? Promise.resolve();
  const next = previous
    .catch(() => undefined)
    .then(async () => {
      await load(win);
      const axe = (win as AxeWindow).axe;
      if (!axe) throw new Error('axe-core is not in the frame');
      // the widgets and their overlays, not the canvas page around them (its landmarks, h1)
      const widgets = [...win.document.body.children].filter((el) =>
        el.localName.startsWith('sztx-'),
      );
      const context = widgets.length ? { include: widgets } : win.document;
      const result = await axe.run(context, {
        resultTypes: ['violations'],
        ...(rules ? { runOnly: { type: 'rule', values: rules } } : {}),
      });
      const order = ['critical', 'serious', 'moderate', 'minor'];
      return result.violations
        .map((v) => ({
          id: v.id,
          impact: v.impact ?? 'minor',
          help: v.help,
          helpUrl: v.helpUrl,
          targets: v.nodes.map((n) => n.target.map(String).join(' › ')),
        }))
        .sort((a, b) => order.indexOf(a.impact) - order.indexOf(b.impact));
    });
  running.set(win, next);
  return next;
}
