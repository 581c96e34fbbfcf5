// @vitest-environment node
// The sitemap's `lastmod` (issue 31) is true for every kind of public page: the time the API
// gives with the record (a publication, a need's or a course's creation), or the time the
// pages saw the item change (demo-site/pages/changes.ts) when that is later or the record says
// no time (companies, products, members); an item never seen changing and without a time has
// none: no date is made up. Each kind is walked: one of its items changed in the database.
import { describe, expect, it } from 'vitest';
import { PUBLIC_ROWS, rows } from '../../tests/support/public-rows';
import { serverForFile } from '../../tests/support/server';

// listed again at each request: a change is seen by the next sitemap
const server = serverForFile({ publicPages: { sitemapTtl: 0 } });

/** Each `<loc>`'s `<lastmod>` ('' when none). */
async function lastmods(): Promise<Map<string, string>> {
  const answer = await server.app.inject({
    method: 'GET',
    url: '/sitemap.xml',
    headers: { host: 'assoc.test' },
  });
  const urls = answer.body.matchAll(/<url><loc>([^<]*)<\/loc>(?:<lastmod>([^<]*)<\/lastmod>)?/g);
  return new Map([...urls].map(([, loc, lastmod]) => [new URL(loc!).pathname, lastmod ?? '']));
}

/** Each kind's row changed by the test: its table, key and a column of its listed row. */
const CHANGE: Record<string, [table: string, key: string, column: string]> = {
  article: ['articles', 'article_id', 'title'],
  policy: ['content_cunpan', 'cunpan_id', 'name'],
  interpretation: ['content_cunpan_explain', 'explain_id', 'title'],
  course: ['content_courses', 'course_id', 'course_name'],
  need: ['demands', 'demand_id', 'title'],
  invest: ['invest_infos', 'info_id', 'title'],
  company: ['companies', 'company_id', 'company_name'],
  product: ['products', 'product_id', 'product_name'],
  member: ['members', 'member_id', 'really_name'],
  magazine: ['content_magazines', 'id', 'title'],
};

/** The kinds whose records carry no time on the wire. */
const TIMELESS = new Set(['company', 'product', 'member']);

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

describe('sitemap.xml lastmod', () => {
  it('walks every kind of public page', () => {
    expect(Object.keys(CHANGE).sort()).toEqual(Object.keys(PUBLIC_ROWS).sort());
  });

  it('dates each item whose record says when, and makes no date up for the others', async () => {
    const listed = await lastmods();
    for (const kind of Object.keys(CHANGE)) {
      const shown = rows(server, kind).filter((row) => row.public);
      expect(shown.length, kind).toBeGreaterThan(0);
      for (const row of shown) {
        const lastmod = listed.get(`/s/${kind}/${row.id}`);
        if (TIMELESS.has(kind)) expect(lastmod, `${kind} ${row.id}`).toBe('');
        else expect(lastmod, `${kind} ${row.id}`).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }
    }
    // a need's and a course's date is their creation's (create_time, in seconds)
    const db = server.app.sztxContext.db;
    for (const [kind, sql] of [
      ['need', 'SELECT demand_id id, create_time time FROM demands WHERE review = 2 LIMIT 20'],
      ['course', 'SELECT course_id id, create_time time FROM content_courses LIMIT 20'],
    ] as const) {
      for (const { id, time } of db.prepare(sql).all() as { id: number; time: number }[])
        expect(listed.get(`/s/${kind}/${id}`), `${kind} ${id}`).toBe(
          day(time < 1e11 ? time * 1000 : time),
        );
    }
  });

  it('dates an item of each kind when it changed, in both scripts', async () => {
    const seen = await lastmods(); // the listing the change is seen against
    const before = day(Date.now());
    const db = server.app.sztxContext.db;
    const changed: string[] = [];
    for (const [kind, [table, key, column]] of Object.entries(CHANGE)) {
      // an item not dated today already
      const row = rows(server, kind).find(
        (r) => r.public && seen.get(`/s/${kind}/${r.id}`) !== before,
      )!;
      expect(row, kind).toBeDefined();
      db.prepare(`UPDATE ${table} SET ${column} = ${column} || '（更新）' WHERE ${key} = ?`).run(
        row.id,
      );
      changed.push(`/s/${kind}/${row.id}`, `/s/zh-Hans/${kind}/${row.id}`);
    }
    const listed = await lastmods();
    const after = day(Date.now());
    for (const path of changed) expect([before, after], path).toContain(listed.get(path));
  });
});
