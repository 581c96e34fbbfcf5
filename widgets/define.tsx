import { useStore } from '@nanostores/react';
import { atom, type WritableAtom } from 'nanostores';
import {
  Component,
  type ComponentType,
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useMemo,
} from 'react';
import { createRoot, type Root as ReactRoot } from 'react-dom/client';
import {
  checkedUrl,
  pageConfig,
  resolveConfig,
  type SztxConfig,
  warnOnce,
} from '../core/config/config';
import {
  $convert,
  fixedLanguage,
  LANG_TAG,
  LANG_VALUES,
  parseLangTag,
} from '../core/language/language';
import type { Seed } from '../core/load/seed';
import { bindSession, initSession } from '../core/session/session';
import { type AttributeSpec, camel, parseAttribute } from './attributes';
import { CANCELABLE_EVENTS, type SztxEventDetails, type SztxEventName } from './events';
import { reflectProperties, upgradeProperties } from './properties';
import { installSessionApi } from './session-api';
import { LangContext } from './ui/i18n';
import * as ui from './ui/messages';
import { ensureOverlay, noteOpener } from './ui/overlay';
import { type ElementScope, ScopeContext, scopeOf } from './ui/scope';
import { adoptStyles, BASE_CSS } from './ui/styles';
import { StyleRootContext } from './ui/useStyles';

/** What an element offers: attributes (dashed), events (`sztx-…`) and `part=` names. */
export interface WidgetContract {
  tag: `sztx-${string}`;
  description: string;
  attributes: Record<string, AttributeSpec>;
  /** Event name → what it means; the detail's type is in `SztxEventDetails` (events.ts). */
  events: { [K in SztxEventName]?: string };
  parts: Record<string, string>;
}

/**
 * Attributes every widget understands. Each element resolves its configuration from its own
 * attributes, then `window.SZTX_CONFIG`, then the origin its script came from.
 */
export const COMMON_ATTRIBUTES: Record<string, AttributeSpec> = {
  'api-base': { type: 'string', url: true, description: "Base URL of this element's /api/v2/ API" },
  'image-base': { type: 'string', url: true, description: 'Base URL for relative image paths' },
  'portal-url': {
    type: 'string',
    url: true,
    description: 'URL of the association portal, for links',
  },
  lang: {
    type: 'string',
    description: "This element's language: zh-Hant (Traditional) or zh-Hans (Simplified)",
    values: LANG_VALUES,
  },
};

/** The attributes that make an element's configuration. */
const CONFIG_ATTRIBUTES: Record<string, 'apiBase' | 'imageBase' | 'portalUrl'> = {
  'api-base': 'apiBase',
  'image-base': 'imageBase',
  'portal-url': 'portalUrl',
};

/** What a widget's component receives besides its own props. */
export interface WidgetHost {
  /** The custom element. */
  host: HTMLElement;
  /**
   * Dispatches a bubbling, composed `sztx-…` event, cancelable when it is in
   * `CANCELABLE_EVENTS`; false if a listener cancelled it.
   */
  emit: <K extends SztxEventName>(name: K, detail: SztxEventDetails[K]) => boolean;
}

const HostContext = createContext<WidgetHost | null>(null);

/** The element hosting the current widget (null when rendered outside one, e.g. in tests). */
export function useWidgetHost(): WidgetHost | null {
  return useContext(HostContext);
}

class Boundary extends Component<{ tag: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error(`[sztx] <${this.props.tag}> failed to render`, error);
  }
  override render() {
    if (this.state.failed) {
      return (
        <div className="state" role="alert">
          {ui.renderFailed}
        </div>
      );
    }
    return this.props.children;
  }
}

/** A widget element's raw attribute values (by attribute name), `undefined` when absent. */
type RawAttributes = Record<string, string | undefined>;

/** The user acts in an element: the overlays it opens (the login dialog) take its theme. */
const INTERACTIONS = ['pointerdown', 'keydown', 'click', 'focusin'] as const;

/** Dispatches `sztx-error` for a failed load and logs what to do, once per message. */
function reportFailure(host: HTMLElement, tag: string, error: unknown): void {
  // the diagnosis is a chunk of its own: pages whose loads succeed never download it
  void import('../core/api/diagnose').then(async (diagnose) => {
    const detail = await diagnose.describeFailure(error);
    if (!detail) return;
    warnOnce(`<${tag}> ${detail.message}`);
    host.dispatchEvent(
      new CustomEvent('sztx-error', { detail, bubbles: true, composed: true, cancelable: false }),
    );
  }, warnLoadFailure);
}

function warnLoadFailure(error: unknown): void {
  console.warn('[sztx] could not load a part', error);
}

/** An element's attributes and configuration, as stores its component renders from. */
export interface ElementState {
  attributes: WritableAtom<RawAttributes>;
  config: WritableAtom<SztxConfig>;
  /**
   * What its server render loaded (widgets/hydrate.ts): shown by its stores' first loads until
   * its first render has committed (then `clear`, by the root).
   */
  seed?: Seed & { clear?: () => void };
}

/**
 * The component each element mounts in its shadow root of `contract` (its `container`, the shadow root, whose
 * host has its stores in `stores`), and the element's attribute names. The server renders the
 * same (widgets/ssr/render-widget.tsx).
 */
export function widgetRoot<P extends object>(
  contract: WidgetContract,
  View: ComponentType<P & WidgetHost>,
) {
  const attributes = { ...COMMON_ATTRIBUTES, ...contract.attributes };
  const names = Object.keys(attributes);
  const propNames = names.filter((name) => name !== 'lang');
  /** Each element's stores. */
  const stores = new WeakMap<Element, ElementState>();

  function Root({ container }: { container?: ShadowRoot }) {
    const host = container?.host as HTMLElement;
    const state = stores.get(host)!;
    const raw = useStore(state.attributes);
    const config = useStore(state.config);
    const props: Record<string, unknown> = {};
    for (const name of propNames) {
      props[camel(name)] = parseAttribute(contract.tag, name, attributes[name]!, raw[name]);
    }
    // the element's own language, or the page's choice when it names none
    const own = parseLangTag(raw.lang);
    if (own === undefined) {
      warnOnce(
        `<${contract.tag}> attribute "lang" is "${raw.lang}", not a Chinese language tag; use zh-Hant or zh-Hans (the page's language is used)`,
      );
    }
    const langStore = own ? fixedLanguage(own) : null;
    const lang = useStore(langStore ?? $convert).lang;
    props.lang = own ?? undefined;
    const api = useMemo<WidgetHost>(
      () => ({
        host,
        emit: (name, detail) =>
          host.dispatchEvent(
            new CustomEvent(name, {
              detail,
              bubbles: true,
              composed: true,
              cancelable: CANCELABLE_EVENTS.has(name),
            }),
          ),
      }),
      [host],
    );
    // the element's own client, made from its configuration: every call inside goes through it
    // rendered on the server, the values its first view showed (widgets/hydrate.ts)
    const scope = useMemo<ElementScope>(
      () => ({
        ...scopeOf(config, (error) => reportFailure(host, contract.tag, error)),
        seed: state.seed,
      }),
      [config, host, state.seed],
    );
    // after the first commit (the children's effects, their first loads, ran before): anything
    // rendered later loads as usual (React's createRoot renders in a task of its own, later
    // than one the take-over could schedule)
    useEffect(() => state.seed?.clear?.(), [state]);
    return (
      <StyleRootContext.Provider value={host.shadowRoot}>
        <HostContext.Provider value={api}>
          <ScopeContext.Provider value={scope}>
            <LangContext.Provider value={langStore}>
              <div className="sztx-root" part="root" lang={LANG_TAG[lang]}>
                <Boundary tag={contract.tag}>
                  {/* another API is another widget: everything loads again from it */}
                  <View key={config.apiBase} {...(props as P)} {...api} />
                </Boundary>
              </div>
            </LangContext.Provider>
          </ScopeContext.Provider>
        </HostContext.Provider>
      </StyleRootContext.Provider>
    );
  }
  return { Root, stores, names, attributes };
}

/**
 * Registers `<sztx-…>` for a component: open shadow root (delegating focus), shared styles,
 * typed attributes, its own configuration and language.
 */
export function defineWidget<P extends object>(
  contract: WidgetContract,
  View: ComponentType<P & WidgetHost>,
  css: string[] = [],
  /** Loaded before the first render over server HTML (the portal: its route's page). */
  beforeTakeOver?: () => Promise<unknown>,
): CustomElementConstructor | undefined {
  if (typeof customElements === 'undefined') return undefined;
  const existing = customElements.get(contract.tag);
  if (existing) return existing; // the bundle may load twice
  const { Root, stores, names, attributes } = widgetRoot(contract, View);

  class SztxElement extends HTMLElement {
    static get observedAttributes() {
      return names;
    }
    readonly #attributes = atom<RawAttributes>({});
    readonly #config = atom<SztxConfig>(resolveConfig());
    /** The component's root, mounted in the shadow root while the element is in the page. */
    #root: ReactRoot | undefined;
    /** Resolved when the element may render: once it has taken over its server HTML, if any. */
    readonly #ready: Promise<unknown> = Promise.resolve();
    constructor() {
      super();
      const state: ElementState = { attributes: this.#attributes, config: this.#config };
      stores.set(this, state);
      // host.focus() focuses the first control inside; a declarative shadow root (server HTML)
      // is kept: attachShadow would empty it
      const root = this.shadowRoot ?? this.attachShadow({ mode: 'open', delegatesFocus: true });
      // rendered on the server: a chunk that only such elements load takes it over; if it
      // cannot load, the element renders anew
      if (root.firstChild) {
        this.#ready = import('./hydrate')
          .then((m) => m.takeOver(root, state, beforeTakeOver))
          .catch(warnLoadFailure);
      }
      adoptStyles(root, [BASE_CSS, ...css]);
      this.#attributes.set(
        Object.fromEntries(names.map((name) => [name, this.getAttribute(name) ?? undefined])),
      );
      this.#config.set(resolveConfig(this.#own()));
      for (const type of INTERACTIONS) {
        this.addEventListener(type, () => noteOpener(this), { capture: true });
      }
    }
    /** The configuration values the element's own attributes name. */
    #own(): Partial<SztxConfig> {
      const own: Record<string, string> = {};
      for (const [name, key] of Object.entries(CONFIG_ATTRIBUTES)) {
        const value = this.getAttribute(name);
        if (value) own[key] = checkedUrl(value, `<${contract.tag}> attribute "${name}"`);
      }
      return own;
    }
    connectedCallback() {
      upgradeProperties(this, properties);
      ensureOverlay();
      installSessionApi();
      // a microtask later: attributes a framework or script sets right after inserting the
      // element (in any order) are read before the first render and the first request (and
      // server HTML is taken over first)
      void this.#ready.then(() => {
        if (!this.isConnected) return;
        const own = this.#own();
        // the first element naming its own API gives the page's session its client
        if (Object.keys(own).length > 0) bindSession(pageConfig(own));
        this.#resolve(); // window.SZTX_CONFIG may have been set since the element was made
        void initSession();
        if (this.#root) return; // moved within the page: the tree is kept
        const shadow = this.shadowRoot!;
        this.#root = createRoot(shadow);
        this.#root.render(<Root container={shadow} />);
      });
    }
    disconnectedCallback() {
      // a microtask later, so that an element moved in the page keeps its state
      queueMicrotask(() => {
        if (this.isConnected || !this.#root) return;
        this.#root.unmount();
        this.#root = undefined;
      });
    }
    /** Resolves the configuration again (an attribute or `SZTX_CONFIG` changed). */
    #resolve() {
      const next = resolveConfig(this.#own());
      if (JSON.stringify(next) !== JSON.stringify(this.#config.get())) this.#config.set(next);
    }
    attributeChangedCallback(name: string, _previous: string | null, value: string | null) {
      // removal resets the prop to its default; a bare attribute is ''
      this.#attributes.set({ ...this.#attributes.get(), [name]: value ?? undefined });
      if (name in CONFIG_ATTRIBUTES) this.#resolve();
    }
  }

  // el.pageSize and the like: the attributes as typed properties (lang stays the native one)
  const properties = reflectProperties(SztxElement, contract.tag, attributes);
  try {
    customElements.define(contract.tag, SztxElement);
  } catch (error) {
    warnOnce(`could not define <${contract.tag}>: ${String(error)}`);
  }
  return customElements.get(contract.tag);
}
