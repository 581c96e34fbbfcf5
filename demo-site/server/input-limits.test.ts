// @vitest-environment node
// Every input is linear-time and bounded (issue 28): every string of every route schema has a
// `maxLength`, checked before its `pattern`; every pattern (and format) of the route schemas is
// proven linear by recheck; every route with a body has a limit fitting what it takes.
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { unsafePatterns } from '../../tests/support/regexes';
import { AJV_OPTIONS, Id } from './features/schemas.js';
import { isSafeKey } from './files.js';
import { fieldBytes, LARGEST_FORM_BYTES, type RouteInput } from './input-limits.js';
import { DEMO, GUEST, serverForFile } from './test-helpers.js';

const s = serverForFile();

interface Node {
  type?: string | string[];
  maxLength?: number;
  pattern?: string;
  format?: string;
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, Node>;
  items?: Node | Node[];
  anyOf?: Node[];
  oneOf?: Node[];
  allOf?: Node[];
}

const PARTS = ['body', 'querystring', 'params'] as const;

/** Every schema node of a route's input, with where it is. */
function nodesOf(route: RouteInput): Array<{ where: string; node: Node }> {
  const out: Array<{ where: string; node: Node }> = [];
  const visit = (node: Node, where: string) => {
    out.push({ where, node });
    for (const [key, child] of Object.entries(node.properties ?? {}))
      visit(child, `${where}.${key}`);
    for (const child of [node.items ?? []].flat()) visit(child, `${where}[]`);
    for (const child of [...(node.anyOf ?? []), ...(node.oneOf ?? []), ...(node.allOf ?? [])]) {
      visit(child, where);
    }
  };
  for (const part of PARTS) {
    const schema = route.schema?.[part] as Node | undefined;
    if (schema) visit(schema, `${route.method} ${route.url} ${part}`);
  }
  return out;
}

const allNodes = () => s.app.routeInputs.flatMap(nodesOf);

/** Ajv's `code.regExp`: makes the pattern objects its validators call `test` on. */
type RegExpEngine = ((source: string, flags: string) => { test: (text: string) => boolean }) & {
  code: string;
};

/**
 * A validator of schema nodes as the server builds them: a Fastify of its own with app.ts's
 * Ajv options (and a pattern engine to watch, if given); `validate(i, value)` answers the first
 * keyword node `i` refuses the value with, or null.
 */
async function validatorOf(nodes: readonly object[], regExp?: RegExpEngine) {
  const probe = Fastify({
    ajv: { customOptions: { ...AJV_OPTIONS, ...(regExp ? { code: { regExp } } : {}) } },
  });
  for (const [i, node] of nodes.entries()) {
    const body = { type: 'object', properties: { v: node }, required: ['v'] };
    probe.post(`/${i}`, { schema: { body }, attachValidation: true }, async (req) => ({
      keyword: req.validationError?.validation?.[0]?.keyword ?? null,
    }));
  }
  await probe.ready();
  return async (i: number, v: string): Promise<string | null> =>
    (await probe.inject({ method: 'POST', url: `/${i}`, payload: { v } })).json().keyword;
}
const isString = (node: Node) => [node.type].flat().includes('string');

describe('the route walk', () => {
  it('sees every route of the route table, with its schema', () => {
    const table = new Set(s.app.routeTable.map((r) => `${r.method} ${r.url}`));
    const inputs = new Set(s.app.routeInputs.map((r) => `${r.method} ${r.url}`));
    expect([...table].filter((r) => !inputs.has(r))).toEqual([]);
    expect(inputs.size).toBeGreaterThan(90);
    const strings = allNodes().filter((n) => isString(n.node));
    expect(strings.length).toBeGreaterThan(150);
    expect(strings.some((n) => n.where === 'POST /api/v2/demand/submit body.email')).toBe(true);
  });
});

describe('every text field', () => {
  it('has a maxLength (an enum or a const bounds it too), the patterned ones included', () => {
    const unbounded = allNodes()
      .filter(({ node }) => isString(node) || node.pattern !== undefined)
      .filter(({ node }) => node.maxLength === undefined && !node.enum && node.const === undefined)
      .map(({ where }) => where);
    expect(unbounded).toEqual([]);
  });

  it('is measured before its pattern runs: an over-long value never reaches the pattern', async () => {
    const patterned = allNodes().filter(({ node }) => node.pattern !== undefined);
    expect(patterned.length).toBeGreaterThan(20);
    const tested: string[] = [];
    const watched = (source: string, flags: string) => {
      const re = new RegExp(source, flags);
      const test = (text: string) => {
        tested.push(text);
        return re.test(text);
      };
      return { test };
    };
    const validate = await validatorOf(
      patterned.map(({ node }) => node),
      Object.assign(watched, { code: 'watched' }),
    );
    for (const [i, { where, node }] of patterned.entries()) {
      const max = node.maxLength!;
      tested.length = 0;
      expect(await validate(i, '9'.repeat(max + 1)), where).toEqual('maxLength');
      expect(tested, where).toEqual([]);
      // the spy sees what does reach the pattern
      await validate(i, '9'.repeat(max));
      expect(tested, where).toEqual(['9'.repeat(max)]);
    }
  });

  it('refuses an over-long value with the envelope and a clear message', async () => {
    const token = await s.login(GUEST);
    const headers = { authorization: `Bearer ${token}` };
    const quote = { demand_id: '1', content: '報價', company: '公司', name: '王', phone: '1' };
    // the attack of issue 28 is over the route's body limit: refused unread
    const attack = `a@${'.'.repeat(100_000)}@`;
    const big = await s.call('POST', '/api/v2/demand/submit', {
      headers,
      payload: { ...quote, email: attack },
    });
    expect(big.body).toEqual({ code: '413', msg: '請求內容過大', data: null });
    // within the body limit, over the field's: refused by the schema, the pattern never runs
    const email = await s.call('POST', '/api/v2/demand/submit', {
      headers,
      payload: { ...quote, email: `a@${'.'.repeat(1000)}@` },
    });
    expect(email.body).toEqual({ code: '400', msg: '請輸入正確的郵箱', data: null });
    const list = await s.call('GET', `/api/v2/article/list?searchJson=${'x'.repeat(1001)}`);
    expect(list.body).toEqual({
      code: '400',
      msg: '參數 searchJson 過長（最多 1000 字）',
      data: null,
    });
  });
});

describe('every pattern and format of the route schemas', () => {
  it('is linear-time (recheck: safe)', async () => {
    const nodes = allNodes();
    const patterns = new Map<string, { where: string; source: string; flags: string }>();
    for (const { where, node } of nodes) {
      if (node.pattern) patterns.set(node.pattern, { where, source: node.pattern, flags: 'u' });
    }
    // ajv-formats' own patterns, for the formats a schema names
    const { fullFormats } = await import('ajv-formats/dist/formats.js');
    const formats = new Set(nodes.flatMap(({ node }) => (node.format ? [node.format] : [])));
    for (const name of formats) {
      const format = fullFormats[name as keyof typeof fullFormats];
      const re = format instanceof RegExp ? format : undefined;
      expect(re, `format ${name} is a pattern recheck can read`).toBeDefined();
      patterns.set(`format ${name}`, { where: name, source: re!.source, flags: re!.flags });
    }
    expect(patterns.size).toBeGreaterThan(3);
    const bad = await unsafePatterns([...patterns.values()]);
    expect(bad.map((b) => `${b.where} /${b.source}/: ${b.verdict}`)).toEqual([]);
  }, 120_000);
});

/** Methods whose requests carry a body. */
const WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Routes that take files: their own, larger limits. */
const UPLOADS = new Set(['PUT /qiniu-up/buckets/:bucket/objects/:ek/uploads/:id/:part']);

const sample = (url: string) => url.replace(/:\w+/g, '1').replace('*', 'x');

describe('every route with a body', () => {
  it('has a limit of a few KB; only the two largest forms take more, uploads their own', () => {
    const routes = s.app.routeInputs.filter(
      (r) => WITH_BODY.has(r.method) && !UPLOADS.has(`${r.method} ${r.url}`),
    );
    const over = (bytes: number) =>
      routes
        .filter((r) => r.bodyLimit > bytes)
        .map((r) => `${r.method} ${r.url}`)
        .sort();
    expect(over(LARGEST_FORM_BYTES)).toEqual([]);
    expect(over(64 * 1024)).toEqual([
      'POST /api/v2/association/coustomJoin',
      'POST /api/v2/association/updataCoustomJoin',
      'POST /api/v2/demand/addDemand',
      'POST /api/v2/demand/editaddDemand',
    ]);
  });

  it('answers a body one byte over its limit with the 413 envelope, before reading it', async () => {
    const routes = s.app.routeInputs.filter((r) => WITH_BODY.has(r.method));
    expect(routes.length).toBeGreaterThan(20);
    for (const route of routes) {
      const payload = `{"a":"${'x'.repeat(route.bodyLimit - 7)}"}`;
      expect(payload.length).toBe(route.bodyLimit + 1);
      const res = await s.app.inject({
        method: route.method as 'POST',
        url: sample(route.url),
        headers: { 'content-type': 'application/json' },
        payload,
      });
      const where = `${route.method} ${route.url}`;
      expect(res.statusCode, where).toBe(413);
      // the upload emulator answers as Qiniu does
      expect(res.json(), where).toEqual(
        route.url.startsWith('/qiniu-up')
          ? { error: 'request entity too large' }
          : { code: '413', msg: '請求內容過大', data: null },
      );
    }
  });

  it('takes a form with every field at its longest (in the widest characters if it fits)', async () => {
    const token = await s.login(DEMO);
    for (const route of s.app.routeInputs.filter((r) => WITH_BODY.has(r.method))) {
      const body = route.schema?.body as Node | undefined;
      if (!body?.properties) continue;
      const fields = Object.entries(body.properties).filter(([, n]) => n.maxLength !== undefined);
      // the widest: 12 bytes a character (%F0%9F%98%80); the largest forms: plain text
      const char = fieldBytes(body) > LARGEST_FORM_BYTES ? 'x' : '😀';
      const form = new URLSearchParams(fields.map(([k, n]) => [k, char.repeat(n.maxLength!)]));
      const payload = form.toString();
      const res = await s.app.inject({
        method: route.method as 'POST',
        url: sample(route.url),
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          authorization: `Bearer ${token}`,
        },
        payload,
      });
      expect(res.statusCode, `${route.method} ${route.url} (${payload.length} bytes)`).not.toBe(
        413,
      );
    }
  });
});

describe('patterns rewritten to be linear keep their meaning', () => {
  /** Every string of `alphabet` up to `length` characters. */
  const strings = (alphabet: string, length: number): string[] => {
    const out = [''];
    for (let n = 1, last = ['']; n <= length; n++) {
      last = last.flatMap((s) => [...alphabet].map((c) => s + c));
      out.push(...last);
    }
    return out;
  };

  it('an object key: the old look-ahead pattern and isSafeKey agree', () => {
    const OLD = /^(?!.*(?:^|\/)\.\.?(?:\/|$))[A-Za-z0-9_.\-/]{1,200}$/;
    const keys = [
      ...strings('a./-', 6),
      'a'.repeat(200),
      'a'.repeat(201),
      `u/1/${'b'.repeat(196)}`,
    ];
    const differ = keys.filter((k) => OLD.test(k) !== isSafeKey(k));
    expect(differ).toEqual([]);
  });

  it('an id: the old look-ahead pattern and the schema with maxLength agree', async () => {
    const OLD = /^(?=[0-9]{1,12}$)0*[1-9][0-9]*$/;
    const validate = await validatorOf([Id()]);
    const ids = [...strings('01a', 5), '1'.repeat(12), '1'.repeat(13), `${'0'.repeat(11)}1`];
    const differ: string[] = [];
    for (const id of ids) if (OLD.test(id) !== ((await validate(0, id)) === null)) differ.push(id);
    expect(differ).toEqual([]);
  });

  it('a dev fault path: literal text and groups, never a quantifier', async () => {
    for (const path of ['^/api/v2/website/', 'article/list', '/api/v2/member/1(\\?|$)']) {
      const res = await s.call('POST', '/dev/faults', { payload: { path, status: 503, times: 1 } });
      expect(res.body.code, path).toBe('200');
    }
    for (const path of [
      '(a+)+$',
      '.*x',
      'a{1,9}',
      '(.)\\1',
      '(?=a)',
      'a|b|c|d|e|f',
      'x'.repeat(201),
    ]) {
      const res = await s.call('POST', '/dev/faults', { payload: { path, status: 503 } });
      expect(res.body.code, path).toBe('400');
    }
    await s.call('DELETE', '/dev/faults');
  });
});
