import { Type } from 'typebox';
import type { Fault } from '../context.js';
import { ApiFailure, ok } from '../envelope.js';
import type { FeatureRoutes } from '../features/feature.js';
import { TextUpTo } from '../features/schemas.js';
import { reseed } from '../seed.js';

/** The most faults kept at once (the oldest preview-session fault gives way). */
const MAX_FAULTS = 200;

const isSession = (v: unknown): v is string => typeof v === 'string' && /^[\w-]{1,64}$/.test(v);

/** A body field the handler checks itself (its own message). */
const Any = Type.Optional(Type.Unknown());
const MSG_FAULT_PATH =
  'path 只能含文字、^、$、.、[…]、(…|…)：不能有量詞（* + ? {）或反向引用，| 最多 4 個';

/**
 * A fault's `path` as a pattern every API request's URL is tested against: 1–200 characters,
 * no quantifier (`*`, `+`, `?`, `{`), back-reference or look-around, at most 4 `|`. Such a
 * pattern tries a bounded number of paths from each position, so matching is linear in the
 * URL's length: a pasted `(a+)+$` would otherwise stall every request of the server.
 */
function faultPattern(path: unknown): { re: RegExp; path: string } {
  if (typeof path !== 'string' || path === '')
    throw new ApiFailure('400', 'path 必須是正則表達式字符串');
  if (path.length > 200) throw new ApiFailure('400', 'path 過長（最多 200 字）');
  let inClass = false;
  let bars = 0;
  for (let i = 0; i < path.length; i++) {
    const c = path[i]!;
    if (c === '\\') {
      if (/[1-9k]/.test(path[i + 1] ?? '')) throw new ApiFailure('400', MSG_FAULT_PATH);
      i++;
    } else if (inClass) inClass = c !== ']';
    else if (c === '[') inClass = true;
    else if ('*+?{'.includes(c)) throw new ApiFailure('400', MSG_FAULT_PATH);
    else if (c === '|' && ++bars > 4) throw new ApiFailure('400', MSG_FAULT_PATH);
  }
  try {
    return { re: new RegExp(path), path };
  } catch {
    throw new ApiFailure('400', 'path 不是有效的正則表達式');
  }
}

/**
 * Development-only simulators that span features (registered only when the server runs with
 * `dev: true`); a feature's own simulators sit in its folder (`devRoutes` of its Feature).
 */
export const devRoutes: FeatureRoutes = async (app, { ctx }) => {
  const { db } = ctx;
  let nextFaultId = 1;

  // Restore the seed data; also clears sessions, SMS codes, rate limits and faults.
  app.post('/reset', async () => {
    await reseed(db, ctx.filesDir, ctx.dataDir);
    ctx.resetVolatile();
    return ok(null, '已恢復初始數據');
  });

  // XSS test corpus: writes `html` into every rich-text field the portal renders (one row of
  // each) and `text` into plain-text fields next to them; answers the portal routes to open.
  const XssBody = Type.Object({ html: Any, text: Any, urls: Any });
  app.post('/xss', { schema: { body: XssBody } }, async (req) => {
    const { html, text, urls } = req.body;
    if (typeof html !== 'string' || typeof text !== 'string')
      throw new ApiFailure('400', 'html 與 text 必須是字符串');
    // optional script/data URLs for link, image and file fields (two values, used in turn)
    const [url1, url2] = Array.isArray(urls) ? urls : [];
    if (urls !== undefined && (typeof url1 !== 'string' || typeof url2 !== 'string'))
      throw new ApiFailure('400', 'urls 必須是兩個字符串');
    const one = (sql: string) => (db.prepare(sql).get() as { id: number } | undefined)?.id;
    const article = one(
      "SELECT article_id AS id FROM articles WHERE article_price = 0 AND article_type = 'XHDT' ORDER BY publish_time DESC LIMIT 1",
    );
    const file = one(
      'SELECT cunpan_id AS id FROM content_cunpan WHERE current_price = 0 ORDER BY cunpan_id LIMIT 1',
    );
    const explain = one(
      'SELECT explain_id AS id FROM content_cunpan_explain ORDER BY explain_id LIMIT 1',
    );
    const course = one(
      'SELECT course_id AS id FROM content_courses WHERE current_price = 0 LIMIT 1',
    );
    const need = one(
      'SELECT demand_id AS id FROM demands WHERE review = 2 ORDER BY demand_id LIMIT 1',
    );
    const invest = one('SELECT info_id AS id FROM invest_infos ORDER BY info_id LIMIT 1');
    const about = one("SELECT id FROM content_about WHERE type = 'introduce' ORDER BY id LIMIT 1");
    const notice = one('SELECT id FROM notices WHERE member_id = 1 ORDER BY id LIMIT 1');
    const product = one('SELECT product_id AS id FROM products ORDER BY product_id LIMIT 1');
    const company = (
      db.prepare('SELECT company_id AS id FROM products WHERE product_id = ?').get(product) as
        | { id: number }
        | undefined
    )?.id;
    db.transaction(() => {
      const writes: Array<[sql: string, values: unknown[]]> = [
        [
          'UPDATE articles SET content = ?, title = ?, desctext = ? WHERE article_id = ?',
          [html, `文章${text}`, text, article],
        ],
        [
          'UPDATE content_cunpan SET content = ?, name = ? WHERE cunpan_id = ?',
          [html, `文件${text}`, file],
        ],
        ['UPDATE content_cunpan_explain SET content = ? WHERE explain_id = ?', [html, explain]],
        ['UPDATE content_courses SET description = ? WHERE course_id = ?', [html, course]],
        [
          'UPDATE demands SET content = ?, title = ? WHERE demand_id = ?',
          [html, `需求${text}`, need],
        ],
        [
          'UPDATE invest_infos SET content = ?, title = ? WHERE info_id = ?',
          [html, `投資${text}`, invest],
        ],
        ['UPDATE content_about SET content = ? WHERE id = ?', [html, about]],
        ['UPDATE notices SET content = ?, title = ? WHERE id = ?', [html, `消息${text}`, notice]],
        [
          'UPDATE members SET person_intro = ?, really_name = ? WHERE member_id = 1',
          [text, `陳${text.slice(0, 20)}`],
        ],
        [
          'UPDATE products SET product_desc = ?, product_name = ? WHERE product_id = ?',
          [html, `產品${text}`, product],
        ],
        [
          'UPDATE companies SET company_name = ?, main_businee = ?, address = ? WHERE company_id = ?',
          [`企業${text}`, text, text, company],
        ],
      ];
      for (const [sql, values] of writes) db.prepare(sql).run(...values);
      if (typeof url1 === 'string' && typeof url2 === 'string') {
        const link = db.prepare('UPDATE website_navigate SET url = ? WHERE id = ?');
        for (const [i, row] of (
          db
            .prepare(
              "SELECT id FROM website_navigate WHERE association_id = 'SZTX' ORDER BY type, sort",
            )
            .all() as Array<{ id: number }>
        ).entries())
          if (i % 3 === 0) link.run(i % 2 ? url2 : url1, row.id);
        db.prepare(
          "UPDATE content_slideshow SET model_type = 12, outside_url = ? WHERE association_id = 'SZTX' AND sort <= 2",
        ).run(url1);
        db.prepare(
          "UPDATE content_slideshow SET model_type = 4, model_id = ? WHERE association_id = 'SZTX' AND sort = 3",
        ).run(url2);
        db.prepare(
          "UPDATE content_ads SET url = ?, main_image = ? WHERE association_id = 'SZTX'",
        ).run(url1, url2);
        db.prepare(
          "UPDATE content_magazines SET file_url = ?, main_image = ?, title = ? WHERE association_id = 'SZTX'",
        ).run(url1, url2, `期刊${text}`);
        db.prepare('UPDATE companies SET company_logo = ? WHERE company_id = ?').run(url1, company);
        db.prepare('UPDATE products SET product_image = ? WHERE product_id = ?').run(url2, product);
        db.prepare('UPDATE members SET member_photo = ? WHERE member_id = 1').run(url1);
      }
    })();
    return ok(
      {
        pages: [
          `/article/${article}`,
          `/file/${file}`,
          `/article-explain/${explain}`,
          `/course/${course}`,
          `/need-details/${need}`,
          `/investInfo/${invest}`,
          '/introduce',
          `/infoDetails/${about}`,
          '/company_member_list/1',
          '/member_details/1',
          `/product_details/${product}`,
          `/company/${company}`,
          '/magazine',
          '/',
        ],
        privatePages: [`/my_message_details?id=${notice}`, '/my_message', '/person_center'],
      },
      '已寫入',
    );
  });

  app.get('/faults', async () =>
    ok(
      ctx.faults.map(({ re: _re, ...f }) => f),
      '獲取成功',
    ),
  );

  // Fault injection for /api/v2 requests (see the onRequest hook in routes/api.ts).
  // `session` scopes a fault to one preview session: only requests carrying it in the
  // X-SZTX-Preview header are affected, so a developer's faults never reach other clients.
  const FaultBody = Type.Object(
    { path: Any, status: Any, delayMs: Any, body: Any, times: Any, session: Any },
    { msg: '請求格式錯誤' },
  );
  app.post('/faults', { schema: { body: FaultBody } }, async (req) => {
    const { path, status, delayMs, body: text, times, session } = req.body;
    const { re, path: pattern } = faultPattern(path);
    const int = (v: unknown, min: number, max: number, msg: string): number | undefined => {
      if (v === undefined) return undefined;
      if (typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max) return v;
      throw new ApiFailure('400', msg);
    };
    const code = int(status, 100, 599, 'status 必須是 100–599 的整數');
    const delay = int(delayMs, 0, 120_000, 'delayMs 必須是 0–120000 的整數');
    if (text !== undefined && typeof text !== 'string')
      throw new ApiFailure('400', 'body 必須是字符串');
    const count = int(times, 1, 1_000_000, 'times 必須是正整數');
    if (session !== undefined && !isSession(session))
      throw new ApiFailure('400', 'session 必須是 1–64 個字母、數字、- 或 _');
    // scoped faults come from preview pages that may never clear them: keep the newest
    if (ctx.faults.length >= MAX_FAULTS) {
      const oldest = ctx.faults.findIndex((f) => f.session !== undefined);
      if (oldest < 0) throw new ApiFailure('400', '故障過多，請先清除');
      ctx.faults.splice(oldest, 1);
    }
    const fault: Fault = { id: nextFaultId++, re, path: pattern };
    if (code !== undefined) fault.status = code;
    if (delay !== undefined) fault.delayMs = delay;
    if (text !== undefined) fault.body = text;
    if (count !== undefined) fault.times = count;
    if (session !== undefined) fault.session = session;
    ctx.faults.push(fault);
    return ok({ id: fault.id }, '已添加');
  });

  // `?session=<id>` clears that preview session's faults only; without it, every fault
  const ClearQuery = Type.Object({ session: TextUpTo(64) });
  app.delete('/faults', { schema: { querystring: ClearQuery } }, async (req) => {
    const { session } = req.query;
    if (session === undefined) ctx.faults.length = 0;
    else {
      const kept = ctx.faults.filter((f) => f.session !== session);
      ctx.faults.splice(0, ctx.faults.length, ...kept);
    }
    return ok(null, '已清除');
  });
};
