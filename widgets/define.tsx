import r2wc from '@r2wc/react-to-web-component';
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
export function warnOnce(message: string): void {
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

const R2WC_PROPS = Symbol.for('r2wc.props');
const R2WC_RENDER = Symbol.for('r2wc.render');

type R2WCInternals = HTMLElement & {
  [R2WC_PROPS]: Record<string, unknown>;
  [R2WC_RENDER]: () => void;
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

  function Root(raw: Record<string, string | undefined> & { container?: ShadowRoot }) {
    const host = (raw.container as ShadowRoot | undefined)?.host as HTMLElement;
    const props: Record<string, unknown> = {};
    for (const name of names) {
      props[camel(name)] = parseAttribute(contract.tag, name, attributes[name]!, raw[camel(name)]);
    }
    const apiBase = props.apiBase as string | undefined;
    const imageBase = props.imageBase as string | undefined;
    const portalUrl = props.portalUrl as string | undefined;
    if (apiBase || imageBase || portalUrl) {
      configure({
        ...(apiBase ? { apiBase } : {}),
        ...(imageBase ? { imageBase } : {}),
        ...(portalUrl ? { portalUrl } : {}),
      });
    }
    const lang = props.lang;
    useMemo(() => {
      if (lang === 't' || lang === 's') setLang(lang);
    }, [lang]);
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

  const Base = r2wc(Root as ComponentType<Record<string, string>>, {
    shadow: 'open',
    props: Object.fromEntries(names.map((n) => [camel(n), 'string' as const])),
  }) as unknown as { new (): R2WCInternals };

  class SztxElement extends Base {
    constructor() {
      super();
      if (this.shadowRoot) adoptStyles(this.shadowRoot, [BASE_CSS, ...css]);
      // r2wc skips empty values: a bare attribute (<x-y flag>) still counts as set
      for (const name of names) {
        if (this.getAttribute(name) === '') this[R2WC_PROPS][camel(name)] = '';
      }
    }
    connectedCallback() {
      ensureOverlay();
      void initSession();
      (Base.prototype as unknown as { connectedCallback: () => void }).connectedCallback.call(this);
    }
    attributeChangedCallback(name: string, previous: string | null, value: string | null) {
      if (value === null || value === '') {
        // removal resets the prop to its default; a bare attribute is ''
        this[R2WC_PROPS][camel(name)] = value === null ? undefined : '';
        this[R2WC_RENDER]();
        return;
      }
      (
        Base.prototype as unknown as {
          attributeChangedCallback: (n: string, p: string | null, v: string | null) => void;
        }
      ).attributeChangedCallback.call(this, name, previous, value);
    }
  }

  try {
    customElements.define(contract.tag, SztxElement as unknown as CustomElementConstructor);
  } catch (error) {
    warnOnce(`could not define <${contract.tag}>: ${String(error)}`);
  }
  return customElements.get(contract.tag);
}
