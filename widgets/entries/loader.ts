// Embed entry `loader.js`: one small script for any page. It finds <sztx-*> elements and loads
// each widget's entry when the element nears the viewport (or at once, with `eager`), also for
// elements added later. It imports nothing itself; the build tells it which entry has which tag.
/** Tag → entry name (`<sztx-news-feed>` → `news-feed.js`), filled in by the embed build. */
declare const __SZTX_ENTRIES__: Record<string, string>;

/** Tag → loader of its entry script (built next to this file as `<name>.js`). */
const loaders = new Map<string, () => Promise<unknown>>();
const here = import.meta.url; // kept in a variable: Vite rewrites `new URL(…, import.meta.url)`
for (const [tag, name] of Object.entries(__SZTX_ENTRIES__)) {
  const url = new URL(`./${name}.js`, here).href;
  loaders.set(tag, () => import(/* @vite-ignore */ url));
}

const requested = new Set<string>();

function load(tag: string): void {
  const loader = loaders.get(tag);
  if (!loader || requested.has(tag) || customElements.get(tag)) return;
  requested.add(tag);
  loader().catch((error: unknown) => {
    requested.delete(tag);
    console.warn(`[sztx] could not load <${tag}>`, error);
  });
}

const visible =
  typeof IntersectionObserver === 'undefined'
    ? null
    : new IntersectionObserver(
        (entries) => {
          for (const entry of entries) {
            if (!entry.isIntersecting) continue;
            visible?.unobserve(entry.target);
            load(entry.target.localName);
          }
        },
        { rootMargin: '400px' },
      );

function scan(root: ParentNode): void {
  for (const tag of loaders.keys()) {
    if (customElements.get(tag) || requested.has(tag)) continue;
    for (const element of root.querySelectorAll(tag)) {
      if (!visible || element.hasAttribute('eager')) load(tag);
      else visible.observe(element);
    }
  }
}

scan(document);
new MutationObserver((records) => {
  for (const record of records) {
    for (const node of record.addedNodes) {
      if (node instanceof Element) {
        if (loaders.has(node.localName)) scan(node.parentElement ?? document);
        else if (node.firstElementChild) scan(node);
      }
    }
  }
}).observe(document.documentElement, { childList: true, subtree: true });
