// Widgets leave nothing behind: each is mounted and removed 100 times on one page (all of them side by side), logged out
// and logged in; afterwards no request is made, no timer, interval or animation frame of the
// widgets fires any more, and window/document listeners are back to what they were after the
// first mount (module-level state such as the session is shared).
import { DEMO } from '../support/accounts';
import { collectErrors } from '../support/page-errors';
import { WIDGET_TAGS } from './data';
import { DESKTOP_ONLY, expect, loginByApi, test } from './fixtures';

interface Live {
  intervals: Set<number>;
  listeners: Map<string, number>;
  /** Callbacks of timers, intervals and frames scheduled since `armed` that ran. */
  fired: string[];
  armed: boolean;
  /** The page's own setTimeout, for the test's pauses. */
  sleep: (ms: number) => Promise<void>;
}

/** Installed before any page script: live intervals and window/document listeners. */
function track() {
  const w = window as unknown as { __live: Live };
  const live: Live = {
    intervals: new Set<number>(),
    listeners: new Map<string, number>(),
    fired: [],
    armed: false,
    sleep: (ms) => new Promise((resolve) => setT(resolve, ms)),
  };
  w.__live = live;
  const setT = window.setTimeout.bind(window);
  /** Wraps a callback scheduled while armed so that running it is recorded. */
  const watch = (kind: string, handler: unknown) => {
    if (!live.armed || typeof handler !== 'function') return handler;
    const where = new Error().stack?.split('\n')[3]?.trim() ?? '';
    return function (this: unknown, ...args: unknown[]) {
      if (live.armed) live.fired.push(`${kind} ${where}`);
      return (handler as (...a: unknown[]) => unknown).apply(this, args);
    };
  };
  const setI = window.setInterval.bind(window);
  const clearI = window.clearInterval.bind(window);
  const raf = window.requestAnimationFrame.bind(window);
  window.setInterval = ((handler: TimerHandler, ms?: number, ...args: unknown[]) => {
    const id = setI(watch('interval', handler) as TimerHandler, ms, ...args);
    live.intervals.add(id);
    return id;
  }) as typeof window.setInterval;
  window.setTimeout = ((handler: TimerHandler, ms?: number, ...args: unknown[]) =>
    setT(watch('timeout', handler) as TimerHandler, ms, ...args)) as typeof window.setTimeout;
  window.requestAnimationFrame = (cb: FrameRequestCallback) =>
    raf(watch('frame', cb) as FrameRequestCallback);
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
  const live = (window as unknown as { __live: Live }).__live;
  return {
    intervals: live.intervals.size,
    listeners: Object.fromEntries([...live.listeners].filter(([, n]) => n !== 0)),
  };
};

for (const loggedIn of [false, true]) {
  test(
    `every widget mounted and removed 100 times${loggedIn ? ' (logged in)' : ''} leaves no requests, timers, intervals or listeners`,
    DESKTOP_ONLY,
    async ({ page, partnerUrl }) => {
      test.setTimeout(180_000);
      const errors = collectErrors(page);
      if (loggedIn) await loginByApi(page, DEMO);
      await page.addInitScript(track);
      await page.goto(`${partnerUrl}/partner/one.html`);
      await expect(page.locator('#counter')).not.toHaveText('0');
      // from now on every timer, interval and frame callback scheduled is watched
      await page.evaluate(() => {
        (window as unknown as { __live: Live }).__live.armed = true;
      });

      // Mounts the widgets side by side, `times` times over, and removes them: the first mount
      // lives `firstMs`; every tenth lives long enough for its requests to answer.
      const cycle = async (tags: string[], times: number, firstMs = 150) =>
        page.evaluate(
          async ({ tags, times, firstMs }) => {
            const { sleep } = (window as unknown as { __live: Live }).__live;
            const host = document.getElementById('host')!;
            for (let i = 0; i < times; i++) {
              const els = tags.map((tag) => {
                const el = document.createElement(tag);
                el.setAttribute('eager', '');
                return el;
              });
              host.append(...els);
              // let them render and start their requests; every tenth time, let them answer
              await sleep(i === 0 ? firstMs : i % 10 === 0 ? 150 : 5);
              for (const el of els) el.remove();
            }
          },
          { tags, times, firstMs },
        );

      // first mount of each widget, one at a time: its module-level state (session, language,
      // overlay) is created
      for (const tag of WIDGET_TAGS) {
        await cycle([tag], 1);
        await page.waitForFunction((t) => Boolean(customElements.get(t)), tag);
      }
      await page.waitForTimeout(1500);
      const baseline = await page.evaluate(snapshot);

      // every widget 100 times, all of them mounted together each time: the first of the 100
      // mounts lives long enough to load everything and start carousels, notice bar and polling
      await cycle(WIDGET_TAGS, 100, 2500);
      await page.waitForTimeout(1500);

      const requests: string[] = [];
      page.on('request', (r) => {
        if (r.url().includes('/api/')) requests.push(r.url());
      });
      await page.evaluate(() => {
        (window as unknown as { __live: Live }).__live.fired.length = 0;
      });
      await page.waitForTimeout(2500);
      expect(requests, 'requests after every widget was removed').toEqual([]);
      const fired = await page.evaluate(() => (window as unknown as { __live: Live }).__live.fired);
      expect(fired, 'timer, interval and frame callbacks after every widget was removed').toEqual(
        [],
      );
      expect(await page.evaluate(snapshot)).toEqual(baseline);
      expect(await page.locator('#host').evaluate((el) => el.childElementCount)).toBe(0);
      // the host page's own counter kept running throughout
      const count = Number(await page.locator('#counter').textContent());
      await expect
        .poll(async () => Number(await page.locator('#counter').textContent()))
        .toBeGreaterThan(count);
      expect(errors).toEqual([]);
    },
  );
}

test(
  'the tracker sees what it should (control): a leaked interval, listener, timer chain and frame loop are counted',
  DESKTOP_ONLY,
  async ({ page, partnerUrl }) => {
    await page.addInitScript(track);
    await page.goto(`${partnerUrl}/partner/one.html`);
    const before = await page.evaluate(snapshot);
    await page.evaluate(() => {
      const live = (window as unknown as { __live: Live }).__live;
      live.armed = true;
      setInterval(() => undefined, 1000);
      window.addEventListener('resize', () => undefined);
      // a timer chain and an animation loop left running
      const again = () => setTimeout(again, 50);
      again();
      const frame = () => requestAnimationFrame(frame);
      frame();
    });
    await page.waitForTimeout(300);
    const fired = await page.evaluate(() => (window as unknown as { __live: Live }).__live.fired);
    expect(fired.some((f) => f.startsWith('timeout'))).toBe(true);
    expect(fired.some((f) => f.startsWith('frame'))).toBe(true);
    const after = await page.evaluate(snapshot);
    expect(after.intervals).toBe(before.intervals + 1);
    expect(after.listeners['window:resize'] ?? 0).toBe(
      (before.listeners['window:resize'] ?? 0) + 1,
    );
  },
);
