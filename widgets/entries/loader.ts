// Embed entry `loader.js`: one small script for any page. It finds <sztx-*> elements and loads
// each widget's entry when the first of its elements nears the viewport (or at once, with
// `eager`), also for elements added later; and each element, its entry loaded, starts (renders
// and sends its first request) only when it nears the viewport itself: a second feed 8,000 px
// down waits until it is scrolled to. It imports nothing itself; the build tells it which
// entry has which tag.
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

/** A widget element's start: it renders, the first request goes out. */
type Started = { connectedCallback(): void };

/** Elements that have neared the viewport (or are `eager`): they start when connected. */
const near = new WeakSet<Element>();
/** Elements whose start waits for them to near the viewport. */
const waiting = new WeakSet<Element>();

const visible =
  typeof IntersectionObserver === 'undefined'
    ? null
    : new IntersectionObserver(
        (entries) => {
          for (const { isIntersecting, target } of entries) {
            if (!isIntersecting) continue;
            visible?.unobserve(target);
            near.add(target);
            if (waiting.delete(target)) (target as Element & Started).connectedCallback();
            else load(target.localName);
          }
        },
        { rootMargin: '400px' },
      );

type Lifecycle = CustomElementConstructor & {
  prototype: { connectedCallback?(): void; disconnectedCallback?(): void };
};

/** The widget's element class, its start held until the element nears the viewport. */
function heldUntilNear(Widget: Lifecycle): CustomElementConstructor {
  return class extends Widget {
    connectedCallback(this: HTMLElement) {
      if (!visible || near.has(this) || this.hasAttribute('eager')) {
        waiting.delete(this);
        Widget.prototype.connectedCallback?.call(this);
      } else {
        waiting.add(this);
        visible.observe(this);
      }
    }
    disconnectedCallback(this: HTMLElement) {
      visible?.unobserve(this);
      waiting.delete(this);
      Widget.prototype.disconnectedCallback?.call(this);
    }
  };
}

function scan(root: ParentNode): void {
  for (const tag of loaders.keys()) {
    if (customElements.get(tag) || requested.has(tag)) continue;
    for (const element of root.querySelectorAll(tag)) {
      if (!visible || element.hasAttribute('eager')) load(tag);
      else visible.observe(element);
    }
  }
}

/** Takes the page's elements in charge, now and as they are added. */
function start(): void {
  // the entries define their tags through customElements.define: for the tags the loader
  // loads, the class defined is the widget's held until near (any other tag is defined as it is)
  const define = customElements.define;
  customElements.define = function (this: CustomElementRegistry, tag, widget, options) {
    const held = loaders.has(tag) ? heldUntilNear(widget as Lifecycle) : widget;
    define.call(this, tag, held, options);
  };
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
}

// imported where there is no page (a server render's module graph): nothing to do
if (typeof document !== 'undefined') start();
