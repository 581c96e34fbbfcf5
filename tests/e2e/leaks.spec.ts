// Widgets leave nothing behind: each is mounted and removed 100 times on one page; afterwards
// no request is made, no interval is still running and window/document listeners are back to
// what they were after the first mount (module-level state such as the session is shared).
import { DESKTOP_ONLY, expect, test, WIDGET_TAGS } from './fixtures';

/** Installed before any page script: live intervals and window/document listeners. */
function track() {
  const w = window as unknown as {
    __live: { intervals: Set<number>; listeners: Map<string, number> };
  };
  const live = { intervals: new Set<number>(), listeners: new Map<string, number>() };
  w.__live = live;
  const setI = window.setInterval.bind(window);
  const clearI = window.clearInterval.bind(window);
  window.setInterval = ((handler: TimerHandler, ms?: number, ...args: unknown[]) => {
    const id = setI(handler, ms, ...args);
    live.intervals.add(id);
    return id;
  }) as typeof window.setInterval;
  window.clearInterval = ((id?: number) => {
    if (id !== undefined) live.intervals.delete(id);
    clearI(id);
  }) as typeof window.clearInterval;
  for (const target of [window, document] as EventTarget[]) {
    const name = target === window ? 'window' : 'document';
    const add = target.addEventListener.bind(target);
    const remove = target.removeEventListener.bind(target);
    const seen = new Set<string>();
    const ids = new WeakMap<object, number>();
    let nextId = 0;
    const key = (type: string, fn: object, capture: boolean) => {
      if (!ids.has(fn)) ids.set(fn, nextId++);
      return `${type}|${capture}|${ids.get(fn)}`;
    };
    target.addEventListener = (type, fn, options) => {
      const capture = typeof options === 'boolean' ? options : Boolean(options?.capture);
      if (fn) {
        const k = key(type, fn, capture);
        if (!seen.has(k)) {
          seen.add(k);
          live.listeners.set(`${name}:${type}`, (live.listeners.get(`${name}:${type}`) ?? 0) + 1);
        }
      }
      add(type, fn, options);
    };
    target.removeEventListener = (type, fn, options) => {
      const capture = typeof options === 'boolean' ? options : Boolean(options?.capture);
      if (fn) {
        const k = key(type, fn, capture);
        if (seen.delete(k)) {
          live.listeners.set(`${name}:${type}`, (live.listeners.get(`${name}:${type}`) ?? 0) - 1);
        }
      }
      remove(type, fn, options);
    };
  }
}

const snapshot = () => {
  const live = (
    window as unknown as { __live: { intervals: Set<number>; listeners: Map<string, number> } }
  ).__live;
  return {
    intervals: live.intervals.size,
    listeners: Object.fromEntries([...live.listeners].filter(([, n]) => n !== 0)),
  };
};

test(
  'every widget mounted and removed 100 times leaves no requests, intervals or listeners',
  DESKTOP_ONLY,
  async ({ page }) => {
    test.setTimeout(180_000);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.addInitScript(track);
    await page.goto('/partner/one.html');
    await expect(page.locator('#counter')).not.toHaveText('0');

    const cycle = async (tag: string, times: number) =>
      page.evaluate(
        async ({ tag, times }) => {
          const host = document.getElementById('host')!;
          for (let i = 0; i < times; i++) {
            const el = document.createElement(tag);
            el.setAttribute('eager', '');
            host.append(el);
            // let it render and start its requests; every tenth time, let them answer
            await new Promise((r) => setTimeout(r, i % 10 === 0 ? 150 : 5));
            el.remove();
          }
        },
        { tag, times },
      );

    // first mount of each widget: its module-level state (session, language, overlay) is created
    for (const tag of WIDGET_TAGS) {
      await cycle(tag, 1);
      await page.waitForFunction((t) => Boolean(customElements.get(t)), tag);
    }
    await page.waitForTimeout(1500);
    const baseline = await page.evaluate(snapshot);

    for (const tag of WIDGET_TAGS) await cycle(tag, 100);
    await page.waitForTimeout(1500);

    const requests: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/')) requests.push(r.url());
    });
    await page.waitForTimeout(2500);
    expect(requests, 'requests after every widget was removed').toEqual([]);
    expect(await page.evaluate(snapshot)).toEqual(baseline);
    expect(await page.locator('#host').evaluate((el) => el.childElementCount)).toBe(0);
    expect(errors).toEqual([]);
  },
);

test(
  'the tracker sees what it should (control): a leaked interval and listener are counted',
  DESKTOP_ONLY,
  async ({ page }) => {
    await page.addInitScript(track);
    await page.goto('/partner/one.html');
    const before = await page.evaluate(snapshot);
    await page.evaluate(() => {
      setInterval(() => undefined, 1000);
      window.addEventListener('resize', () => undefined);
    });
    const after = await page.evaluate(snapshot);
    expect(after.intervals).toBe(before.intervals + 1);
    expect(after.listeners['window:resize'] ?? 0).toBe(
      (before.listeners['window:resize'] ?? 0) + 1,
    );
  },
);
