// @vitest-environment node
// Bad input on every route the server has: path parameters, query strings and bodies
// of the wrong type, shape or size. Nothing crashes the server: every answer is a 4xx or a
// business answer, API and /dev answers are the `{code, msg, data}` envelope with a message,
// and no answer shows a stack trace or an internal error text.
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, DEMO, serverForFile } from './test-helpers.js';

const s = serverForFile();
let token: string;

beforeAll(async () => {
  token = await s.login(DEMO);
});

const PARAMS = [
  'abc',
  '-1',
  '1.5',
  '1e999',
  '0',
  '99999999999999999999',
  '%00',
  '%E0%A4%A', // broken percent-encoding
  '__proto__',
  'x'.repeat(3000),
];

const QUERIES = [
  '?start=a&limit=b',
  '?start=-5&limit=100000',
  '?start=1&start=2&limit=1&limit=3', // repeated keys arrive as arrays
  '?searchJson=null',
  '?searchJson=[]',
  '?searchJson=1',
  '?searchJson=%22x%22',
  '?searchJson={bad',
  `?searchJson=${encodeURIComponent('{"member_id":[1],"association_id":{"a":1},"title":[1]}')}`,
  `?searchJson=${encodeURIComponent('{"__proto__":{"admin":1}}')}`,
  '?password[]=1&code[]=2',
  '?type=%00&id=%E0%A4%A',
];

const BODIES: Array<[contentType: string, body: string]> = [
  ['application/json', 'null'],
  ['application/json', '[]'],
  ['application/json', '"x"'],
  ['application/json', '1'],
  ['application/json', 'true'],
  ['application/json', ''],
  ['application/json', '{"member_id":1,'],
  ['application/json', '{"__proto__":{"member_id":1}}'],
  ['application/json', '{"constructor":{"prototype":{"member_id":1}}}'],
  ['application/json', '{"member_id":{},"demand_id":[1],"title":[],"content":{},"event":5}'],
  ['application/json', '{"member_id":"1","demand_id":"abc","association_id":1,"apply_type":"x"}'],
  [
    'application/json',
    '{"member_id":1,"title":null,"content":null,"company_name":null,"really_name":null}',
  ],
  ['application/json', `${'['.repeat(50_000)}${']'.repeat(50_000)}`],
  ['application/x-www-form-urlencoded', 'member_id=1&member_id=2&title[]=x'],
  ['text/plain', 'member_id=1'],
];

const STACK = /\bat .+\(.*:\d+:\d+\)|node_modules|\w*Error: |SQLITE_|TypeError|undefined is not/;

type Case = { method: string; url: string; headers: Record<string, string>; payload?: string };

function cases(route: { method: string; url: string }): Case[] {
  const fill = (value: string) => route.url.replace(/:[A-Za-z_]+/g, value);
  const out: Case[] = [];
  const withBody = route.method === 'POST' || route.method === 'PUT';
  for (const auth of [{}, bearer(token)]) {
    for (const p of PARAMS) out.push({ method: route.method, url: fill(p), headers: auth });
    for (const q of QUERIES) out.push({ method: route.method, url: fill('1') + q, headers: auth });
    if (withBody)
      for (const [type, body] of BODIES)
        out.push({
          method: route.method,
          url: fill('1'),
          headers: { ...auth, 'content-type': type },
          payload: body,
        });
  }
  return out;
}

describe('every route survives bad input', () => {
  it('no 5xx, no stack, and the envelope with a message on /api/v2 and /dev', async () => {
    const routes = s.app.routeTable.filter(
      (r) =>
        r.method !== 'OPTIONS' &&
        !r.url.includes('*') &&
        r.url !== '/dev/reset' && // restores the seed: correct for any input, and slow
        r.url !== '/dev/xss', // rewrites content on purpose
    );
    expect(routes.length).toBeGreaterThan(60);
    const problems: string[] = [];
    let checked = 0;
    for (const route of routes) {
      for (const c of cases(route)) {
        const res = await s.app.inject({
          method: c.method as 'GET',
          url: c.url,
          headers: c.headers,
          ...(c.payload !== undefined ? { payload: c.payload } : {}),
        });
        checked++;
        const where = `${c.method} ${c.url.slice(0, 80)} ${c.payload?.slice(0, 40) ?? ''}`;
        if (res.statusCode >= 500) problems.push(`${res.statusCode} ${where}: ${res.body}`);
        if (STACK.test(res.body)) problems.push(`stack in ${where}: ${res.body.slice(0, 200)}`);
        const isJson = String(res.headers['content-type'] ?? '').startsWith('application/json');
        // (a few API and dev answers are documents: the application template, the payment page)
        if (
          (c.url.startsWith('/api/') || c.url.startsWith('/dev/')) &&
          (isJson || res.statusCode >= 400)
        ) {
          let body: { code?: unknown; msg?: unknown } = {};
          try {
            body = res.json();
          } catch {
            problems.push(`not JSON: ${where}: ${res.body.slice(0, 100)}`);
            continue;
          }
          if (typeof body.code !== 'string' || typeof body.msg !== 'string' || body.msg === '')
            problems.push(`not an envelope: ${where}: ${res.body.slice(0, 100)}`);
        }
      }
    }
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThan(3000);
    // the server still works after all of it
    const after = await s.call('GET', '/api/v2/member/1', { headers: bearer(token) });
    expect(after.body.code).toBe('200');
  }, 120_000);

  it('a deeply nested body is a 400 with the envelope, not a crash', async () => {
    const res = await s.app.inject({
      method: 'POST',
      url: '/api/v2/member/update',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: `${'{"a":'.repeat(200_000)}1${'}'.repeat(200_000)}`,
    });
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json()).toMatchObject({ data: null });
    expect(res.json().msg).not.toBe('');
  });

  it('a JSON body without a content type is not parsed as JSON (415 envelope)', async () => {
    const res = await s.app.inject({
      method: 'POST',
      url: '/api/v2/member/update',
      headers: { ...bearer(token), 'content-type': '' },
      payload: '{"member_id":1,"really_name":"改名"}',
    });
    expect(res.statusCode).toBeLessThan(500);
    const member = await s.call('GET', '/api/v2/member/1', { headers: bearer(token) });
    expect(JSON.stringify(member.body.data)).not.toContain('改名');
  });
});
