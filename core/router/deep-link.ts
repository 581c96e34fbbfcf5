// Deep links for embedded widgets (`history="hash"` or `"query"`): an element keeps its view
// under one key of its own in the host page's URL and never touches the rest of it.
//
// Hash format: `#<host part>?<key>=<value>&<other keys>`. The host part (a hash router's
// `/route`, an anchor) is kept as it is; keys go after its `?`, as hash routers read a query
// (Vue Router, React Router's HashRouter). A hash with no host part holds only keys:
// `#sztx-needs=need/12`. Query mode keeps the key in `location.search` the same way.

/** Where an element with deep links keeps its view: in the hash or in the query string. */
export type UrlMode = 'hash' | 'query';

const encode = (value: string) => encodeURIComponent(value).replace(/%2F/gi, '/');

function decode(value: string): string {
  try {
    return decodeURIComponent(value.replace(/\+/g, ' '));
  } catch {
    return value;
  }
}

/** Splits a hash (without `#`) into the host's part and the `key=value&…` part. */
function splitHash(hash: string): [string, string] {
  const mark = hash.indexOf('?');
  if (mark >= 0) return [hash.slice(0, mark), hash.slice(mark + 1)];
  // only keys (`sztx-needs=need/12`): no host part; `/route` or `anchor`: no keys
  return /^[^/]*=/.test(hash) ? ['', hash] : [hash, ''];
}

/** The value of `key` in a `a=1&b=2` string, null when absent. */
export function readParam(params: string, key: string): string | null {
  for (const part of params.split('&')) {
    const eq = part.indexOf('=');
    if (eq > 0 && decode(part.slice(0, eq)) === key) return decode(part.slice(eq + 1));
  }
  return null;
}

/** Sets (in place) or removes (null) `key` in a `a=1&b=2` string; other parts stay as they are. */
export function writeParam(params: string, key: string, value: string | null): string {
  const own = (part: string) => decode(part.split('=')[0]!) === key;
  const next = `${encode(key)}=${value === null ? '' : encode(value)}`;
  const parts = params.split('&').filter(Boolean);
  const at = parts.findIndex(own);
  if (value === null) return parts.filter((part) => !own(part)).join('&');
  if (at < 0) parts.push(next);
  else parts[at] = next;
  return parts.join('&');
}

/** The value of `key` in a hash (`#/route?sztx-needs=need/12`), null when absent. */
export function readHashKey(hash: string, key: string): string | null {
  return readParam(splitHash(hash.replace(/^#/, ''))[1], key);
}

/** The hash with `key` set or removed; the host's part and other keys are kept ('' when empty). */
export function writeHashKey(hash: string, key: string, value: string | null): string {
  const [host, params] = splitHash(hash.replace(/^#/, ''));
  const next = writeParam(params, key, value);
  const body = next ? (host ? `${host}?${next}` : next) : host;
  return body ? `#${body}` : '';
}

/** One element's key in the page URL. */
export interface UrlKey {
  /** The key's value in the current URL, null when absent. */
  read(): string | null;
  /** Puts a value (null removes the key): a new history entry, or the current one replaced. */
  write(value: string | null, replace?: boolean): void;
  /** Calls back when Back, Forward or the host changes the URL; returns the unsubscriber. */
  listen(changed: (value: string | null) => void): () => void;
}

/** The URL key of an element in `hash` or `query` mode. */
export function urlKey(mode: UrlMode, key: string): UrlKey {
  const read = () =>
    mode === 'hash'
      ? readHashKey(location.hash, key)
      : readParam(location.search.replace(/^\?/, ''), key);
  /** The value last seen or written: Back and Forward report only a change. */
  let last = read();
  return {
    read,
    write(value, replace) {
      if (read() === value) return;
      last = value;
      const { pathname, search, hash } = location;
      let url: string;
      if (mode === 'hash') url = pathname + search + writeHashKey(hash, key, value);
      else {
        const query = writeParam(search.replace(/^\?/, ''), key, value);
        url = pathname + (query ? `?${query}` : '') + hash;
      }
      // the host router's state object stays with its entry
      history[replace ? 'replaceState' : 'pushState'](history.state, '', url);
    },
    listen(changed) {
      last = read();
      const update = () => {
        const value = read();
        if (value === last) return;
        last = value;
        changed(value);
      };
      addEventListener('popstate', update);
      addEventListener('hashchange', update);
      return () => {
        removeEventListener('popstate', update);
        removeEventListener('hashchange', update);
      };
    },
  };
}
