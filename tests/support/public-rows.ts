// The public items of the seeded database, read with SQL (not through the API or the pages):
// what the public pages' tests (demo-site/server/public-pages.test.ts) expect a page and a
// sitemap entry of, kind by kind.
import type { ReferenceServer } from './server';

export interface Row {
  id: number;
  title: string;
  /** Text of the item's body its page shows (the first words). */
  snippet: string;
  /** The body's last words: a paid item's preview must not show them. */
  ending: string;
  paid: boolean;
  /** Public: a member who allows it (`isopen` 0), a need approved (review 2). */
  public: boolean;
}

const A = "'SZTX'";

/** Each kind's rows: id, title, body (HTML or text), price, whether public. */
export const PUBLIC_ROWS: Record<string, string> = {
  article: `SELECT article_id id, title, content body, article_price price, 1 public FROM articles WHERE association_id = ${A}`,
  policy: `SELECT cunpan_id id, name title, content body, current_price price, 1 public FROM content_cunpan WHERE association_id = ${A}`,
  interpretation: `SELECT explain_id id, title, content body, 0 price, 1 public FROM content_cunpan_explain`,
  course: `SELECT course_id id, course_name title, description body, current_price price, 1 public FROM content_courses WHERE association_id = ${A}`,
  need: `SELECT demand_id id, title, content body, 0 price, review = 2 public FROM demands WHERE association_id = ${A}`,
  invest: `SELECT info_id id, title, content body, 0 price, 1 public FROM invest_infos WHERE association_id = ${A}`,
  company: `SELECT company_id id, company_name title, '' body, 0 price, 1 public FROM companies WHERE association_id = ${A}`,
  product: `SELECT p.product_id id, p.product_name title, p.product_desc body, 0 price, 1 public FROM products p JOIN companies c ON c.company_id = p.company_id WHERE c.association_id = ${A}`,
  magazine: `SELECT id, title, '' body, 0 price, 1 public FROM content_magazines WHERE association_id = ${A}`,
  member: `SELECT m.member_id id, m.really_name title, m.person_intro body, 0 price, m.isopen = 0 public FROM members m JOIN member_associations ma ON ma.member_id = m.member_id AND ma.association_id = ${A}`,
};

/** The kinds whose body a paywall cuts. */
const GATED_BODY = new Set(['article', 'policy']);

/** Text of HTML: no tags or styles, entities read, spaces collapsed. */
export function textOf(html: string): string {
  const named: Record<string, string> = {
    amp: '&',
    lt: '<',
    gt: '>',
    quot: '"',
    apos: "'",
    nbsp: ' ',
  };
  return html
    .replace(/<style>[^<]*<\/style>/g, ' ')
    .replace(/<script[^>]*>[^<]*<\/script>/g, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (all, name: string) =>
      name[0] === '#'
        ? String.fromCodePoint(
            name[1] === 'x' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1)),
          )
        : (named[name] ?? all),
    )
    .replace(/\s+/g, ' ');
}

/** The words of a body's text: runs without spaces or punctuation the page may render apart. */
const words = (body: string) =>
  textOf(body)
    .split(/[\s，。、：；！？「」（）()"'&<>]+/)
    .filter((w) => w.length >= 4);

/** The seeded rows of `kind`. */
export function rows(server: ReferenceServer, kind: string): Row[] {
  const list = server.app.sztxContext.db.prepare(PUBLIC_ROWS[kind]!).all() as Array<{
    id: number;
    title: string;
    body: string | null;
    price: number | string | null;
    public: number;
  }>;
  return list.map((r) => {
    const body = words(r.body ?? '');
    return {
      id: r.id,
      title: r.title,
      snippet: body[0] ?? '',
      // a paid article's or file's body is cut to its preview (a course shows its description)
      ending: GATED_BODY.has(kind) && body.length > 1 ? body.at(-1)! : '',
      paid: Number(r.price) > 0,
      public: r.public === 1,
    };
  });
}
