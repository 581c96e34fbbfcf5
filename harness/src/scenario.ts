// The preview's scenario: what a shareable URL holds (widget, attributes, viewport, language,
// build, account, faults, whether events are cancelled, the named scenario applied), and the
// viewports, demo accounts and faults the controls offer.
import {
  type AccountKey,
  type FaultSpec,
  MALFORMED,
  SERVER_ERROR,
  SLOW,
  type WidgetScenario,
} from '../../widgets/studio/scenario';
import * as texts from './messages';

export const VIEWPORTS = [
  { width: 1280, label: texts.desktop },
  { width: 768, label: texts.tablet },
  { width: 375, label: texts.phone },
] as const;

export const ACCOUNTS: Record<
  AccountKey,
  { label: string; login?: { phone: string; password: string } }
> = {
  none: { label: texts.loggedOutAccount },
  association: {
    label: texts.associationMemberAccount,
    login: { phone: '13800138000', password: 'demo1234' },
  },
  ordinary: {
    label: texts.ordinaryMemberAccount,
    login: { phone: '13900139000', password: 'guest1234' },
  },
};
const ACCOUNT_KEYS = Object.keys(ACCOUNTS) as AccountKey[];

/** The faults the studio offers; a scenario may bring others ('custom'). */
export const FAULTS = {
  off: { label: texts.noFault, faults: [] },
  slow: { label: texts.slow, faults: [SLOW] },
  error: { label: texts.serverError, faults: [SERVER_ERROR] },
  malformed: { label: texts.malformedJson, faults: [MALFORMED] },
} as const satisfies Record<string, { label: string; faults: readonly FaultSpec[] }>;
export type FaultKey = keyof typeof FAULTS;

/** The offered fault that `faults` are, or 'custom'. */
export function faultKeyOf(faults: readonly FaultSpec[]): FaultKey | 'custom' {
  const text = JSON.stringify(faults);
  const key = (Object.keys(FAULTS) as FaultKey[]).find(
    (k) => JSON.stringify(FAULTS[k].faults) === text,
  );
  return key ?? 'custom';
}

/** The state a scenario URL holds. */
export interface Scenario {
  widget: string;
  attrs: Record<string, string>;
  viewport: number;
  lang: 't' | 's';
  build: 'react' | 'preact';
  account: AccountKey;
  faults: readonly FaultSpec[];
  /** Widget events are cancelled (preventDefault) instead of handled by the widget. */
  cancelEvents: boolean;
  /** The named scenario applied (its steps run on every load of the canvas). */
  named?: string;
}

function parseFaults(text: string | null): FaultSpec[] {
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    if (!Array.isArray(value)) return [];
    return value.filter(
      (f): f is FaultSpec =>
        typeof f === 'object' && f !== null && typeof (f as FaultSpec).path === 'string',
    );
  } catch {
    return [];
  }
}

/** The scenario `search` holds; `widget` when it names none. (No import of the contracts here:
 * the e2e suite reads this file to build its URLs.) */
export function readScenario(search: string, widget = 'news-feed'): Scenario {
  const q = new URLSearchParams(search);
  const attrs: Record<string, string> = {};
  for (const [key, value] of q) if (key.startsWith('attr.')) attrs[key.slice(5)] = value;
  const viewport = Number(q.get('viewport'));
  const account = q.get('account') as AccountKey | null;
  const fault = q.get('fault') as FaultKey | null;
  return {
    widget: q.get('widget') ?? widget,
    attrs,
    viewport: VIEWPORTS.some((v) => v.width === viewport) ? viewport : 1280,
    lang: q.get('lang') === 's' ? 's' : 't',
    // the partners' build unless the portal's React build is asked for
    build: q.get('build') === 'react' ? 'react' : 'preact',
    account: account && ACCOUNT_KEYS.includes(account) ? account : 'none',
    faults: fault && fault in FAULTS ? FAULTS[fault].faults : parseFaults(q.get('faults')),
    cancelEvents: q.get('events') === 'cancel',
    named: q.get('scenario') ?? undefined,
  };
}

export function scenarioQuery(s: Scenario): string {
  const q = new URLSearchParams({ widget: s.widget });
  if (s.named) q.set('scenario', s.named);
  q.set('viewport', String(s.viewport));
  q.set('lang', s.lang);
  if (s.build === 'react') q.set('build', 'react');
  if (s.account !== 'none') q.set('account', s.account);
  const fault = faultKeyOf(s.faults);
  if (fault === 'custom') q.set('faults', JSON.stringify(s.faults));
  else if (fault !== 'off') q.set('fault', fault);
  if (s.cancelEvents) q.set('events', 'cancel');
  for (const [key, value] of Object.entries(s.attrs)) q.set(`attr.${key}`, value);
  return q.toString();
}

/** The studio's state once `named` is applied to widget `widget` (build and events kept). */
export function applyNamed(current: Scenario, widget: string, named: WidgetScenario): Scenario {
  return {
    widget,
    attrs: { ...named.attrs },
    viewport: named.viewport ?? 1280,
    lang: named.lang ?? 't',
    build: current.build,
    account: named.account ?? 'none',
    faults: named.faults ?? [],
    cancelEvents: current.cancelEvents,
    named: named.name,
  };
}

export interface LogEntry {
  id: number;
  time: string;
  kind: 'event' | 'request' | 'info';
  text: string;
}
