import type { ReadableAtom } from 'nanostores';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  $convert,
  $lang,
  type ConvertState,
  cachedConverter,
  convertDeep,
  createLanguage,
  LANG_STORAGE_KEY,
  type LangStorage,
  toggleLang,
} from './language';
import {
  loadSimplifiedToTraditional,
  loadTraditionalToSimplified,
  type TextConverter,
} from './opencc-loaders';

function memoryStorage(initial: Record<string, string> = {}): LangStorage & {
  data: Record<string, string>;
} {
  const data = { ...initial };
  return {
    data,
    getItem: (key) => data[key] ?? null,
    setItem: (key, value) => {
      data[key] = value;
    },
  };
}

const brokenStorage: LangStorage = {
  getItem: () => {
    throw new DOMException('blocked', 'SecurityError');
  },
  setItem: () => {
    throw new DOMException('blocked', 'SecurityError');
  },
};

/** A loader the test resolves by hand, counting its calls. */
function manualLoader() {
  let resolve: (convert: TextConverter) => void = () => {};
  let reject: (error: unknown) => void = () => {};
  const load = vi.fn(
    () =>
      new Promise<TextConverter>((res, rej) => {
        resolve = res;
        reject = rej;
      }),
  );
  return { load, resolve: (c: TextConverter) => resolve(c), reject: (e: unknown) => reject(e) };
}

function until(store: ReadableAtom<ConvertState>, test: (s: ConvertState) => boolean) {
  return new Promise<ConvertState>((resolve) => {
    const stop = store.subscribe((value) => {
      if (test(value)) {
        queueMicrotask(() => stop());
        resolve(value);
      }
    });
  });
}

const upper: TextConverter = (text) => text.toUpperCase();

afterEach(() => {
  vi.restoreAllMocks();
});

describe('$lang', () => {
  it('defaults to Traditional with an identity converter', () => {
    const lang = createLanguage({ storage: memoryStorage() });
    expect(lang.$lang.get()).toBe('t');
    const state = lang.$convert.get();
    expect(state.lang).toBe('t');
    expect(state.ready).toBe(true);
    expect(state.t('資訊動態')).toBe('資訊動態');
  });

  it('persists the choice in storage for a fresh instance', () => {
    const storage = memoryStorage();
    const first = createLanguage({ storage, loadT2S: manualLoader().load });
    first.setLang('s');
    expect(storage.data[LANG_STORAGE_KEY]).toBe('s');

    const second = createLanguage({ storage, loadT2S: manualLoader().load });
    expect(second.$lang.get()).toBe('s');
    second.toggleLang();
    expect(second.$lang.get()).toBe('t');
    expect(storage.data[LANG_STORAGE_KEY]).toBe('t');
  });

  it('ignores an unknown stored value', () => {
    const lang = createLanguage({ storage: memoryStorage({ [LANG_STORAGE_KEY]: 'x' }) });
    expect(lang.$lang.get()).toBe('t');
  });

  it('keeps working in memory when storage throws', () => {
    const loader = manualLoader();
    const lang = createLanguage({ storage: brokenStorage, loadT2S: loader.load });
    expect(lang.$lang.get()).toBe('t');
    lang.setLang('s');
    expect(lang.$lang.get()).toBe('s');
  });

  it('loads the Traditional → Simplified converter once, when `s` is first active', async () => {
    const loader = manualLoader();
    const lang = createLanguage({ storage: memoryStorage(), loadT2S: loader.load });
    expect(loader.load).not.toHaveBeenCalled();

    lang.setLang('s');
    expect(loader.load).toHaveBeenCalledTimes(1);
    expect(lang.$convert.get()).toMatchObject({ lang: 's', ready: false });

    loader.resolve(upper);
    const ready = await until(lang.$convert, (s) => s.ready);
    expect(ready.lang).toBe('s');
    expect(ready.t('abc')).toBe('ABC');

    lang.setLang('t');
    expect(lang.$convert.get()).toMatchObject({ lang: 't', ready: true });
    expect(lang.$convert.get().t('abc')).toBe('abc');

    lang.toggleLang();
    expect(lang.$convert.get()).toMatchObject({ lang: 's', ready: true });
    expect(lang.$convert.get().t('abc')).toBe('ABC');
    expect(loader.load).toHaveBeenCalledTimes(1);
  });

  it('shares one load when toggled back and forth while loading', async () => {
    const loader = manualLoader();
    const lang = createLanguage({ storage: memoryStorage(), loadT2S: loader.load });
    lang.setLang('s');
    lang.setLang('t');
    expect(lang.$convert.get().ready).toBe(true);
    lang.setLang('s');
    expect(lang.$convert.get().ready).toBe(false);
    loader.resolve(upper);
    await until(lang.$convert, (s) => s.ready);
    expect(loader.load).toHaveBeenCalledTimes(1);
    expect(lang.$convert.get().t('x')).toBe('X');
  });

  it('stays on Traditional if the load finishes after switching back', async () => {
    const loader = manualLoader();
    const lang = createLanguage({ storage: memoryStorage(), loadT2S: loader.load });
    lang.setLang('s');
    lang.setLang('t');
    loader.resolve(upper);
    await Promise.resolve();
    await Promise.resolve();
    expect(lang.$convert.get()).toMatchObject({ lang: 't', ready: true });
    expect(lang.$convert.get().t('x')).toBe('x');
  });

  it('starts loading at once when `s` was stored', () => {
    const loader = manualLoader();
    const lang = createLanguage({
      storage: memoryStorage({ [LANG_STORAGE_KEY]: 's' }),
      loadT2S: loader.load,
    });
    expect(loader.load).toHaveBeenCalledTimes(1);
    expect(lang.$convert.get()).toMatchObject({ lang: 's', ready: false });
  });

  it('converts with the real opencc-js dictionary', async () => {
    const lang = createLanguage({ storage: memoryStorage() });
    lang.setLang('s');
    const ready = await until(lang.$convert, (s) => s.ready);
    expect(ready.t('資訊動態')).toBe('资讯动态');
    expect(ready.t('台灣同胞投資企業協會')).toBe('台湾同胞投资企业协会');
  });

  it('shows Traditional and warns once when the dictionary fails to load', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const loader = manualLoader();
    const lang = createLanguage({ storage: memoryStorage(), loadT2S: loader.load });
    lang.setLang('s');
    loader.reject(new Error('chunk failed'));
    const state = await until(lang.$convert, (s) => s.ready);
    expect(state.lang).toBe('s');
    expect(state.t('資訊')).toBe('資訊');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/^\[sztx\] /);

    lang.setLang('t');
    lang.setLang('s');
    expect(lang.$convert.get()).toMatchObject({ lang: 's', ready: true });
    expect(loader.load).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledTimes(1);
  });
});

describe('shared instance', () => {
  it('stores the choice in sessionStorage under sztx-lang', async () => {
    expect($lang.get()).toBe('t');
    toggleLang();
    expect(sessionStorage.getItem('sztx-lang')).toBe('s');
    await until($convert, (s) => s.ready);
    toggleLang();
    expect(sessionStorage.getItem('sztx-lang')).toBe('t');
    expect($convert.get().lang).toBe('t');
  });
});

describe('toTraditional', () => {
  it('converts Simplified search text, loading the dictionary once', async () => {
    const loadS2T = vi.fn(loadSimplifiedToTraditional);
    const lang = createLanguage({ storage: memoryStorage(), loadS2T });
    expect(await lang.toTraditional('资讯')).toBe('資訊');
    expect(await lang.toTraditional('台湾投资')).toBe('台灣投資');
    expect(loadS2T).toHaveBeenCalledTimes(1);
  });

  it('does not load anything for Traditional or plain text', async () => {
    const loadS2T = vi.fn(loadSimplifiedToTraditional);
    const lang = createLanguage({ storage: memoryStorage(), loadS2T });
    expect(await lang.toTraditional('資訊')).toBe('資訊');
    expect(await lang.toTraditional('abc 123')).toBe('abc 123');
    expect(await lang.toTraditional('')).toBe('');
    expect(loadS2T).not.toHaveBeenCalled();
  });

  it('returns the query unchanged and warns once when the dictionary fails', async () => {
    const warn = vi.fn();
    const loadS2T = vi.fn(() => Promise.reject(new Error('offline')));
    const lang = createLanguage({ storage: memoryStorage(), loadS2T, warn });
    expect(await lang.toTraditional('资讯')).toBe('资讯');
    expect(await lang.toTraditional('会员')).toBe('会员');
    expect(loadS2T).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toMatch(/^\[sztx\] /);
  });
});

describe('cachedConverter', () => {
  it('converts each string once and evicts the least recently used', () => {
    const convert = vi.fn(upper);
    const cached = cachedConverter(convert, 2);
    expect(cached('a')).toBe('A');
    expect(cached('a')).toBe('A');
    expect(convert).toHaveBeenCalledTimes(1);

    cached('b');
    cached('a'); // a is now the most recent
    cached('c'); // evicts b
    expect(convert).toHaveBeenCalledTimes(3);
    cached('a');
    expect(convert).toHaveBeenCalledTimes(3);
    cached('b');
    expect(convert).toHaveBeenCalledTimes(4);
  });
});

describe('convertDeep', () => {
  it('converts nested strings and keeps keys and other values', async () => {
    const toSimplified = await loadTraditionalToSimplified();
    const data = {
      標題: '資訊動態',
      id: 7,
      paid: false,
      empty: null,
      tags: ['會員', 3, { 名稱: '協會' }],
      nested: { list: [{ text: '臺灣' }] },
    };
    const out = convertDeep(data, toSimplified);
    // the same keys, numbers, booleans and nulls; only the strings converted
    expect(out).toEqual({
      ...data,
      標題: '资讯动态',
      tags: ['会员', 3, { 名稱: '协会' }],
      nested: { list: [{ text: '台湾' }] },
    });
    expect(data.標題).toBe('資訊動態');
  });

  it('leaves class instances alone', () => {
    const when = new Date(0);
    const out = convertDeep({ when, label: 'a' }, upper);
    expect(out.when).toBe(when);
    expect(out.label).toBe('A');
  });
});
