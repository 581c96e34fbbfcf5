// The preview's scenario: what a shareable URL holds (widget, attributes, viewport, language,
// build), and the viewports, demo accounts and faults the controls offer.
import { ALL_CONTRACTS } from '../../widgets/contracts';
import * as texts from './messages';

export const VIEWPORTS = [
  { width: 1280, label: texts.desktop },
  { width: 768, label: texts.tablet },
  { width: 375, label: texts.phone },
] as const;

export const ACCOUNTS = [
  { phone: '13800138000', password: 'demo1234', label: texts.associationMemberAccount },
  { phone: '13900139000', password: 'guest1234', label: texts.ordinaryMemberAccount },
] as const;

export const FAULTS = {
  off: { label: texts.noFault, body: null },
  slow: { label: texts.slow, body: { path: '/api/v2/', delayMs: 3000 } },
  error: {
    label: texts.serverError,
    body: {
      path: '/api/v2/',
      status: 500,
      body: texts.serverErrorBody,
    },
  },
  malformed: {
    label: texts.malformedJson,
    body: { path: '/api/v2/', status: 200, body: '{"code": "200", "data": [' },
  },
} as const;
export type FaultKey = keyof typeof FAULTS;

/** The state a scenario URL holds. */
export interface Scenario {
  widget: string;
  attrs: Record<string, string>;
  viewport: number;
  lang: 't' | 's';
  build: 'react' | 'preact';
}

export function readScenario(): Scenario {
  const q = new URLSearchParams(location.search);
  const attrs: Record<string, string> = {};
  for (const [key, value] of q) if (key.startsWith('attr.')) attrs[key.slice(5)] = value;
  const viewport = Number(q.get('viewport'));
  return {
    widget: q.get('widget') ?? ALL_CONTRACTS[0]?.tag.replace(/^sztx-/, '') ?? 'news-feed',
    attrs,
    viewport: VIEWPORTS.some((v) => v.width === viewport) ? viewport : 1280,
    lang: q.get('lang') === 's' ? 's' : 't',
    build: q.get('build') === 'preact' ? 'preact' : 'react',
  };
}

export function scenarioQuery(s: Scenario): string {
  const q = new URLSearchParams({ widget: s.widget, viewport: String(s.viewport), lang: s.lang });
  if (s.build === 'preact') q.set('build', 'preact');
  for (const [key, value] of Object.entries(s.attrs)) q.set(`attr.${key}`, value);
  return q.toString();
}

export interface LogEntry {
  id: number;
  time: string;
  kind: 'event' | 'request' | 'info';
  text: string;
}
