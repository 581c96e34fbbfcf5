import { STORE_UNMOUNT_DELAY } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  $isPc,
  createWindowWidthStore,
  isPcWidth,
  PC_BREAKPOINT,
  type WidthWindow,
} from './layout';
import { createWidthStore } from './width';

function fakeWindow(innerWidth: number) {
  const target = new EventTarget();
  const win = {
    innerWidth,
    addEventListener: vi.fn(target.addEventListener.bind(target)),
    removeEventListener: vi.fn(target.removeEventListener.bind(target)),
    resize(width: number) {
      win.innerWidth = width;
      target.dispatchEvent(new Event('resize'));
    },
  };
  return win;
}

/** A ResizeObserver stand-in whose instances the test drives. */
function fakeResizeObserver() {
  const instances: FakeObserver[] = [];
  class FakeObserver {
    observed: Element[] = [];
    disconnected = false;
    constructor(readonly callback: ResizeObserverCallback) {
      instances.push(this);
    }
    observe(element: Element) {
      this.observed.push(element);
    }
    unobserve() {}
    disconnect() {
      this.disconnected = true;
    }
    resize(width: number) {
      const entry = { contentRect: { width } } as ResizeObserverEntry;
      this.callback([entry], this as unknown as ResizeObserver);
    }
  }
  return { Observer: FakeObserver as unknown as typeof ResizeObserver, instances };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('isPcWidth', () => {
  it('is desktop only above 768', () => {
    expect(PC_BREAKPOINT).toBe(768);
    expect(isPcWidth(769)).toBe(true);
    expect(isPcWidth(768)).toBe(false);
    expect(isPcWidth(375)).toBe(false);
  });
});

describe('$isPc', () => {
  it('follows window.innerWidth on resize', () => {
    window.innerWidth = 1024;
    const unbind = $isPc.subscribe(() => {});
    expect($isPc.get()).toBe(true);
    window.innerWidth = 500;
    window.dispatchEvent(new Event('resize'));
    expect($isPc.get()).toBe(false);
    window.innerWidth = 1280;
    window.dispatchEvent(new Event('resize'));
    expect($isPc.get()).toBe(true);
    unbind();
    vi.advanceTimersByTime(STORE_UNMOUNT_DELAY);
  });
});

describe('createWindowWidthStore', () => {
  it('listens only while mounted', () => {
    const win = fakeWindow(400);
    const $store = createWindowWidthStore(() => win as WidthWindow);
    expect(win.addEventListener).not.toHaveBeenCalled();

    const unbind = $store.subscribe(() => {});
    expect($store.get()).toBe(false);
    win.resize(900);
    expect($store.get()).toBe(true);

    unbind();
    vi.advanceTimersByTime(STORE_UNMOUNT_DELAY);
    const added = win.addEventListener.mock.calls[0]?.[1];
    expect(added).toBeTypeOf('function');
    expect(win.removeEventListener).toHaveBeenCalledWith('resize', added);
  });

  it("stops listening a second after the last subscriber, even once the window's functions are gone (a test's torn-down window)", () => {
    const win = fakeWindow(400);
    const remove = win.removeEventListener;
    const $store = createWindowWidthStore(() => win as WidthWindow);
    const unbind = $store.subscribe(() => {});
    unbind();
    // what a test environment's teardown does to the global window within that second
    (win as { removeEventListener?: unknown }).removeEventListener = undefined;
    expect(() => vi.advanceTimersByTime(STORE_UNMOUNT_DELAY)).not.toThrow();
    expect(remove).toHaveBeenCalledWith('resize', win.addEventListener.mock.calls[0]?.[1]);
  });

  it('reads the width again when mounted', () => {
    const win = fakeWindow(1000);
    const $store = createWindowWidthStore(() => win as WidthWindow);
    win.innerWidth = 320;
    const unbind = $store.subscribe(() => {});
    expect($store.get()).toBe(false);
    unbind();
  });
});

describe('createWidthStore', () => {
  it("follows the element's own width", () => {
    const { Observer, instances } = fakeResizeObserver();
    const element = document.createElement('div');
    const win = fakeWindow(1920);
    const $store = createWidthStore(element, { ResizeObserver: Observer, window: win });

    const values: boolean[] = [];
    const unbind = $store.subscribe((value) => values.push(value));
    expect(instances).toHaveLength(1);
    expect(instances[0]?.observed).toEqual([element]);

    instances[0]?.resize(600);
    expect($store.get()).toBe(false);
    instances[0]?.resize(800);
    expect($store.get()).toBe(true);
    win.resize(300); // the window does not matter once the element is observed
    expect($store.get()).toBe(true);
    expect(values).toEqual([true, false, true]);

    unbind();
    vi.advanceTimersByTime(STORE_UNMOUNT_DELAY);
    expect(instances[0]?.disconnected).toBe(true);
  });

  it('falls back to the window width without ResizeObserver', () => {
    const element = document.createElement('div');
    const win = fakeWindow(500);
    const $store = createWidthStore(element, { ResizeObserver: null, window: win });
    const unbind = $store.subscribe(() => {});
    expect($store.get()).toBe(false);
    win.resize(1024);
    expect($store.get()).toBe(true);
    unbind();
  });
});
