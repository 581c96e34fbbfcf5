import { useStore } from '@nanostores/react';
import r2wc from '@r2wc/react-to-web-component';
import { atom, type WritableAtom } from 'nanostores';
import {
  Component,
  type ComponentType,
  createContext,
  type ReactNode,
  useContext,
  useMemo,
} from 'react';
import { configure } from '../core/config/config';
import { setLang } from '../core/language/language';
import { initSession } from '../core/session/session';
import type { SztxEventDetails, SztxEventName } from './events';
import * as ui from './ui/messages';
import { ensureOverlay } from './ui/overlay';
import { adoptStyles, BASE_CSS } from './ui/styles';
import { StyleRootContext } from './ui/useStyles';

/** Attribute value types an element accepts. */
export type AttributeType = 'string' | 'number' | 'boolean' | 'json';

/** One attribute of an element's contract. */
export interface AttributeSpec {
  type: AttributeType;
  description: string;
  default?: unknown;
  /** Allowed values, when the attribute is an enumeration (e.g. `['t', 's']`). */
  values?: readonly string[];
}

/** What an element offers: attributes (dashed), events (`sztx-…`) and `part=` names. */
export interface WidgetContract {
  tag: `sztx-${string}`;
  description: string;
  attributes: Record<string, AttributeSpec>;
  /** Event name → what it means; the detail's type is in `SztxEventDetails` (events.ts). */
  events: { [K in SztxEventName]?: string };
  parts: Record<string, string>;
}

/** Attributes every widget understands. */
export const COMMON_ATTRIBUTES: Record<string, AttributeSpec> = {
  'api-base': { type: 'string', description: 'Base URL of the /api/v2/ API' },
  'image-base': { type: 'string', description: 'Base URL for relative image paths' },
  'portal-url': { type: 'string', description: 'URL of the association portal, for links' },
  lang: {
    type: 'string',
    description: "Language: 't' Traditional (default) or 's' Simplified",
    values: ['t', 's'],
  },
};

/** What a widget's component receives besides its own props. */
export interface WidgetHost {
  /** The custom element. */
  host: HTMLElement;
  /** Dispatches a bubbling, composed, cancelable `sztx-…` event; false if a listener cancelled it. */
  emit: <K extends SztxEventName>(name: K, detail: SztxEventDetails[K]) => boolean;
}

const HostContext = createContext<WidgetHost | null>(null);

/** The element hosting the current widget (null when rendered outside one, e.g. in tests). */
export function useWidgetHost(): WidgetHost | null {
  return useContext(HostContext);
}

const camel = (name: string) => name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

/** Logs once per message with the `[sztx]` prefix. */
const warned = new Set<string>();
function warnOnce(message: string): void {
  if (warned.has(message)) return;
  warned.add(message);
  console.warn(`[sztx] ${message}`);
}

/** Parses one attribute value by its declared type; bad values warn and give the default. */
export function parseAttribute(
  tag: string,
  name: string,
  spec: AttributeSpec,
  raw: string | undefined,
): unknown {
  if (raw === undefined || raw === null) return spec.default;
  switch (spec.type) {
    case 'boolean':
      // a bare attribute means true; "false"/"0"/"no"/"off" mean false
      return !/^(false|0|no|off)$/i.test(raw.trim());
    case 'number': {
      const value = Number.parseFloat(raw);
      if (Number.isFinite(value)) return value;
      warnOnce(`<${tag}> attribute "${name}" is not a number: "${raw}"`);
      return spec.default;
    }
    case 'json':
      try {
        return JSON.parse(raw);
      } catch {
        warnOnce(`<${tag}> attribute "${name}" is not valid JSON`);
        return spec.default;
      }
    default:
      return raw;
  }
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

/** A widget element's raw attribute values (camelCase names), `undefined` when absent. */
type RawAttributes = Record<string, string | undefined>;

/** The standard custom-element lifecycle callbacks of the class r2wc returns. */
type ElementBase = new () => HTMLElement & {
  connectedCallback(): void;
};

/** Registers `<sztx-…>` for a component: open shadow root, shared styles, typed attributes. */
export function defineWidget<P extends object>(
  contract: WidgetContract,
  View: ComponentType<P & WidgetHost>,
  css: string[] = [],
): CustomElementConstructor | undefined {
  if (typeof customElements === 'undefined') return undefined;
  const existing = customElements.get(contract.tag);
  if (existing) return existing; // the bundle may load twice

  const attributes = { ...COMMON_ATTRIBUTES, ...contract.attributes };
  const names = Object.keys(attributes);
  /** Each element's attributes, as a store its component renders from. */
  const stores = new WeakMap<Element, WritableAtom<RawAttributes>>();

  function Root({ container }: { container?: ShadowRoot }) {
    const host = container?.host as HTMLElement;
    const raw = useStore(stores.get(host)!);
    const props: Record<string, unknown> = {};
    for (const name of names) {
      props[camel(name)] = parseAttribute(contract.tag, name, attributes[name]!, raw[camel(name)]);
    }
    const api = useMemo<WidgetHost>(
      () => ({
        host,
        emit: (name, detail) =>
          host.dispatchEvent(
            new CustomEvent(name, { detail, bubbles: true, composed: true, cancelable: true }),
          ),
      }),
      [host],
    );
    return (
      <StyleRootContext.Provider value={host.shadowRoot}>
        <HostContext.Provider value={api}>
          <div className="sztx-root" part="root">
            <Boundary tag={contract.tag}>
              <View {...(props as P)} {...api} />
            </Boundary>
          </div>
        </HostContext.Provider>
      </StyleRootContext.Provider>
    );
  }

  // r2wc gives the shadow root and mounts, updates and unmounts the component; the attributes
  // are read here (r2wc skips empty values, and a bare attribute like <x-y flag> counts as set)
  const Base = r2wc(Root, { shadow: 'open', props: [] }) as ElementBase;

  class SztxElement extends Base {
    static get observedAttributes() {
      return names;
    }
    readonly #attributes = atom<RawAttributes>({});
    constructor() {
      super();
      stores.set(this, this.#attributes);
      if (this.shadowRoot) adoptStyles(this.shadowRoot, [BASE_CSS, ...css]);
      this.#attributes.set(
        Object.fromEntries(
          names.map((name) => [camel(name), this.getAttribute(name) ?? undefined]),
        ),
      );
    }
    /** Applies the page-wide settings an element carries: API base URLs and the language. */
    #applySettings() {
      const value = (name: string) => this.getAttribute(name) || undefined;
      const apiBase = value('api-base');
      const imageBase = value('image-base');
      const portalUrl = value('portal-url');
      if (apiBase || imageBase || portalUrl) {
        configure({
          ...(apiBase ? { apiBase } : {}),
          ...(imageBase ? { imageBase } : {}),
          ...(portalUrl ? { portalUrl } : {}),
        });
      }
      const lang = value('lang');
      if (lang === 't' || lang === 's') setLang(lang);
    }
    override connectedCallback() {
      ensureOverlay();
      void initSession();
      // before the first render, so it renders in the element's language
      this.#applySettings();
      super.connectedCallback();
    }
    attributeChangedCallback(name: string, _previous: string | null, value: string | null) {
      if (this.isConnected) this.#applySettings();
      // removal resets the prop to its default; a bare attribute is ''
      this.#attributes.set({ ...this.#attributes.get(), [camel(name)]: value ?? undefined });
    }
  }

  try {
    customElements.define(contract.tag, SztxElement);
  } catch (error) {
    warnOnce(`could not define <${contract.tag}>: ${String(error)}`);
  }
  return customElements.get(contract.tag);
}
