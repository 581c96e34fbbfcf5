// The preview's scenario: what a shareable URL holds (widget, attributes, viewport, language,
// build), and the viewports, demo accounts and faults the controls offer.
import { ALL_CONTRACTS } from '../../widgets/contracts';

export const VIEWPORTS = [
  { width: 1280, label: '桌面 1280' },
  { width: 768, label: '平板 768' },
  { width: 375, label: '手機 375' },
] as const;

export const ACCOUNTS = [
  { phone: '13800138000', password: 'demo1234', label: '協會會員（陳建宏）' },
  { phone: '13900139000', password: 'guest1234', label: '普通會員（林雅婷）' },
] as const;

export const FAULTS = {
  off: { label: '無故障', body: null },
  slow: { label: '慢速（3 秒）', body: { path: '/api/v2/', delayMs: 3000 } },
  error: {
    label: '伺服器錯誤 500',
    body: {
      path: '/api/v2/',
      status: 500,
      body: '{"code":"500","msg":"伺服器內部錯誤（模擬）","data":null}',
    },
  },
  malformed: {
    label: '格式錯誤 JSON',
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
