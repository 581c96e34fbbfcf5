import { atom, type ReadableAtom, type WritableAtom } from 'nanostores';
import {
  loadSimplifiedToTraditional,
  loadTraditionalToSimplified,
  type TextConverter,
} from './opencc-loaders';

/** Display language: `t` Traditional (default), `s` Simplified. */
export type Lang = 't' | 's';

/** What widgets render with: `t` converts a Traditional string for display; while `ready` is false, hide the text. */
export interface ConvertState {
  lang: Lang;
  ready: boolean;
  t: TextConverter;
}

/** The subset of `Storage` the language store uses. */
export interface LangStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** Platform pieces of a language instance, injectable for tests. */
export interface LanguageOptions {
  storage?: LangStorage;
  loadT2S?: () => Promise<TextConverter>;
  loadS2T?: () => Promise<TextConverter>;
  warn?: (message: string, error: unknown) => void;
  cacheSize?: number;
}

/** A language state: the stores plus the actions on them. */
export interface Language {
  $lang: WritableAtom<Lang>;
  $convert: ReadableAtom<ConvertState>;
  /** A converter store fixed to `lang` (an element's own `lang`), sharing the dictionary. */
  fixed(lang: Lang): ReadableAtom<ConvertState>;
  setLang(lang: Lang): void;
  toggleLang(): void;
  toTraditional(query: string): Promise<string>;
}

/** Session storage key holding `t` or `s`. */
export const LANG_STORAGE_KEY = 'sztx-lang';

const DEFAULT_CACHE_SIZE = 500;

const identity: TextConverter = (text) => text;

function isLang(value: unknown): value is Lang {
  return value === 't' || value === 's';
}

/** The BCP 47 tag of each language, for `lang` attributes. */
export const LANG_TAG: Readonly<Record<Lang, string>> = { t: 'zh-Hant', s: 'zh-Hans' };

/** The `lang` values the widgets document (any zh-Hant…/zh-Hans… tag is understood too). */
export const LANG_VALUES = [
  'zh-Hant',
  'zh-Hans',
  'zh-TW',
  'zh-HK',
  'zh-MO',
  'zh-CN',
  'zh-SG',
  't',
  's',
] as const;

/**
 * The language of a `lang` value: a BCP 47 tag (case-insensitive; the script subtag wins over
 * the region: zh-Hant-CN is Traditional) or the aliases `t` and `s`. Plain `zh` and other
 * Chinese tags are Traditional; `null` for a missing or empty value, `undefined` for anything
 * that is not Chinese (`en`, `xx`).
 */
export function parseLangTag(value: string | null | undefined): Lang | null | undefined {
  const tag = value?.trim().toLowerCase().replace(/_/g, '-');
  if (!tag) return null;
  if (tag === 't' || tag === 's') return tag;
  const parts = tag.split('-');
  if (parts[0] !== 'zh') return undefined;
  if (parts.includes('hans')) return 's';
  if (parts.includes('hant')) return 't';
  return parts.some((part) => ['cn', 'sg', 'my'].includes(part)) ? 's' : 't';
}

/** Wraps a converter with a bounded least-recently-used cache of its results. */
export function cachedConverter(convert: TextConverter, limit = DEFAULT_CACHE_SIZE): TextConverter {
  const cache = new Map<string, string>();
  return (text) => {
    const hit = cache.get(text);
    if (hit !== undefined) {
      cache.delete(text);
      cache.set(text, hit);
      return hit;
    }
    const result = convert(text);
    cache.set(text, result);
    if (cache.size > limit) cache.delete(cache.keys().next().value!);
    return result;
  };
}

/** Applies `fn` to every string inside plain objects and arrays; keys and other values are kept. */
export function convertDeep<T>(value: T, fn: TextConverter): T {
  if (typeof value === 'string') return fn(value) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => convertDeep(item, fn)) as T;
  if (value !== null && typeof value === 'object') {
    const proto = Object.getPrototypeOf(value);
    if (proto !== Object.prototype && proto !== null) return value;
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) out[key] = convertDeep(item, fn);
    return out as T;
  }
  return value;
}

function readLang(storage: LangStorage | undefined): Lang {
  try {
    const stored = storage?.getItem(LANG_STORAGE_KEY);
    return isLang(stored) ? stored : 't';
  } catch {
    return 't';
  }
}

function writeLang(storage: LangStorage | undefined, lang: Lang): void {
  try {
    storage?.setItem(LANG_STORAGE_KEY, lang);
  } catch {
    // Storage unavailable (private mode, sandboxed iframe): the choice lives in memory only.
  }
}

function defaultWarn(message: string, error: unknown): void {
  console.warn(message, error);
}

/** Creates an independent language state; the module-level `$lang` etc. are one shared instance. */
export function createLanguage(options: LanguageOptions = {}): Language {
  const {
    storage,
    loadT2S = loadTraditionalToSimplified,
    loadS2T = loadSimplifiedToTraditional,
    warn = defaultWarn,
    cacheSize = DEFAULT_CACHE_SIZE,
  } = options;

  const $lang = atom<Lang>(readLang(storage));
  const traditional: ConvertState = { lang: 't', ready: true, t: identity };
  const $convert = atom<ConvertState>(traditional);

  // A dictionary is loaded on first use, once, the load shared by later calls. A failed load
  // is not retried (browsers remember a failed dynamic import): it warns and converts nothing.
  function loadOnce(
    load: () => Promise<TextConverter>,
    failure: string,
  ): () => Promise<TextConverter> {
    let loading: Promise<TextConverter> | undefined;
    return () => {
      loading ??= load().then(
        (convert) => cachedConverter(convert, cacheSize),
        (error: unknown) => {
          warn(failure, error);
          return identity;
        },
      );
      return loading;
    };
  }

  const loadSimplified = loadOnce(
    loadT2S,
    '[sztx] Simplified Chinese dictionary failed to load; showing Traditional.',
  );
  let simplified: TextConverter | undefined;

  function sync(lang: Lang): void {
    if (lang === 't') {
      $convert.set(traditional);
    } else if (simplified) {
      $convert.set({ lang: 's', ready: true, t: simplified });
    } else {
      $convert.set({ lang: 's', ready: false, t: identity });
      void loadSimplified().then((t) => {
        simplified = t;
        // Several switches to `s` may await the same load; update the store once.
        if ($lang.get() === 's' && !$convert.get().ready) {
          $convert.set({ lang: 's', ready: true, t });
        }
      });
    }
  }

  sync($lang.get());
  $lang.listen((lang) => {
    writeLang(storage, lang);
    sync(lang);
  });

  const $simplified = atom<ConvertState>({ lang: 's', ready: false, t: identity });
  const $traditional = atom<ConvertState>(traditional);
  function fixed(lang: Lang): ReadableAtom<ConvertState> {
    if (lang === 't') return $traditional;
    if (!$simplified.get().ready) {
      void loadSimplified().then((t) => {
        simplified = t;
        if (!$simplified.get().ready) $simplified.set({ lang: 's', ready: true, t });
      });
    }
    return $simplified;
  }

  const traditionalConverter = loadOnce(
    loadS2T,
    '[sztx] Traditional Chinese dictionary failed to load; searching as typed.',
  );

  return {
    $lang,
    $convert,
    fixed,
    setLang(lang) {
      if (isLang(lang)) $lang.set(lang);
    },
    toggleLang() {
      $lang.set($lang.get() === 't' ? 's' : 't');
    },
    async toTraditional(query) {
      // the character set is a small lazy chunk of its own: widgets that never search skip it
      const simplified = await import('./simplified');
      if (!simplified.containsSimplified(query)) return query;
      const convert = await traditionalConverter();
      return keepSharedCharacters(query, convert(query));
    },
  };
}

/**
 * Characters written the same in Traditional use that opencc's Taiwan standard still rewrites
 * (台 → 臺): the association's own data says 台商, so a search must keep them as typed.
 */
const SHARED_CHARACTERS = new Set(['台']);

/** Puts back the shared characters of the query that the conversion changed. */
function keepSharedCharacters(query: string, converted: string): string {
  const input = [...query];
  const output = [...converted];
  if (input.length !== output.length) return converted;
  return output.map((ch, i) => (SHARED_CHARACTERS.has(input[i]!) ? input[i]! : ch)).join('');
}

function sessionStorageOrThrow(): Storage {
  // Reading `sessionStorage` itself throws when storage is blocked; callers catch.
  return globalThis.sessionStorage;
}

const shared = createLanguage({
  storage: {
    getItem: (key) => sessionStorageOrThrow().getItem(key),
    setItem: (key, value) => sessionStorageOrThrow().setItem(key, value),
  },
});

/** Current display language, kept in session storage under `sztx-lang`. */
export const $lang: WritableAtom<Lang> = shared.$lang;
/** Display converter for the current language; see {@link ConvertState}. */
export const $convert: ReadableAtom<ConvertState> = shared.$convert;
/** A converter store fixed to one language (an element's own `lang`). */
export const fixedLanguage: (lang: Lang) => ReadableAtom<ConvertState> = shared.fixed;
/** Sets the display language. */
export const setLang: (lang: Lang) => void = shared.setLang;
/** Switches between Traditional and Simplified. */
export const toggleLang: () => void = shared.toggleLang;
/** Converts a search query to Traditional, loading the dictionary only when the query has Simplified characters. */
export const toTraditional: (query: string) => Promise<string> = shared.toTraditional;
