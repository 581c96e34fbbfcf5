// The public items that have a page of their own (issue 31): one table, kind → how its record
// is read (through core/api, the widgets' client and records) → the portal route whose page
// renders it → what its page says to machines (schema.org type) → how the sitemap lists them.
// Nothing here knows the reference server: it reads any /api/v2 server through a `Call`.
import type { Call } from '../../core/api/client';
import { listArticles } from '../../core/api/content/articles';
import { getArticle, getCourse, getCunpan } from '../../core/api/content/readers';
import {
  getExplain,
  listCourses,
  listCunpan,
  listExplains,
  listMagazines,
} from '../../core/api/content/reads';
import {
  getCompany,
  getDirectoryMember,
  getProduct,
  listProducts,
} from '../../core/api/directory/details';
import { listDirectoryCompanies, listDirectoryMembers } from '../../core/api/directory/reads';
import { orMissing } from '../../core/api/missing';
import { getInvestInfo } from '../../core/api/needs/invest-detail';
import { getDemand } from '../../core/api/needs/quotes';
import { listDemands, listInvestInfo } from '../../core/api/needs/reads';
import type { Page } from '../../core/api/types';
import { loadGated } from '../../core/paywall/paywall';
import { PUBLIC_PAGES, type PublicKind } from '../../core/router/public-pages';
import type { RoutePattern } from '../../core/router/routes';
import * as texts from './messages';
import { type Entity, type ItemFacts, itemEntity } from './schema';

/** What a page says of its item: the same for every kind, read from its record. */
export interface PublicItem extends ItemFacts {
  /** The item's images (paths or URLs as the API sent them), the first one its card. */
  images: string[];
  /** Only a preview is public (the API answered its paywall's 51000). */
  paid: boolean;
}

/**
 * One entry of the sitemap: an item's id, when it last changed (wire time) if its record says,
 * and its row as listed (what changes when the item does: demo-site/pages/changes.ts).
 */
export interface Listed {
  id: string | number;
  modified?: number | string | null;
  row: string;
}

/** The entry of a listed row. */
const listed = <T extends { id: string | number }>(
  row: T,
  modified: Listed['modified'] = null,
): Listed => ({ id: row.id, modified, row: JSON.stringify(row) });

export interface Kind {
  /** The path segment: `/s/<kind>/<id>`. */
  kind: PublicKind;
  /** The portal route whose page renders the item (widgets/portal/pages/registry.ts). */
  pattern: RoutePattern;
  /** The name of the route's parameter that holds the id. */
  param: string;
  /** The section in the portal's menu it belongs to: its route and name (the breadcrumb). */
  section: { route: string; name: string };
  /** Its record, null when it does not exist or is not public. */
  read(call: Call, id: string): Promise<PublicItem | null>;
  /** Every public item of the kind. */
  list(call: Call): AsyncIterable<Listed>;
  /** What the item is to schema.org. */
  entity(facts: ItemFacts & { paid: boolean }): Entity;
}

/** Rows per request of a sitemap's list. */
const LIST_PAGE = 100;

/** Every row of a paged list, a page at a time. */
async function* allPages<T>(read: (start: number) => Promise<Page<T>>): AsyncGenerator<T> {
  for (let start = 0; ; start += LIST_PAGE) {
    const { items, total } = await read(start);
    yield* items;
    if (items.length < LIST_PAGE || start + LIST_PAGE >= total) return;
  }
}

/** What a page says of a record (null: not public), before the paywall's answer. */
type ToItem<T> = (record: T) => Omit<PublicItem, 'paid'> | null;

/** The reader of a record that may be paid: its preview when the paywall locks it. */
const paidReader =
  <T>(get: (call: Call, id: string) => Promise<T>, toItem: ToItem<T>) =>
  async (call: Call, id: string): Promise<PublicItem | null> => {
    const { item, locked } = await loadGated(() => orMissing(get(call, id)));
    const facts = item === null ? null : toItem(item);
    return facts && { ...facts, paid: locked };
  };

/** The reader of a free record. */
const reader =
  <T>(get: (call: Call, id: string) => Promise<T>, toItem: ToItem<T>) =>
  async (call: Call, id: string): Promise<PublicItem | null> => {
    const record = await orMissing(get(call, id));
    const facts = record === null ? null : toItem(record);
    return facts && { ...facts, paid: false };
  };

/** The ids (and times) of every row of a paged list. */
async function* pagedIds<T extends { id: string | number | null }>(
  read: (start: number) => Promise<Page<T>>,
  modified: (row: T) => Listed['modified'] = () => null,
  shown: (row: T) => boolean = () => true,
): AsyncGenerator<Listed> {
  for await (const row of allPages(read))
    if (row.id !== null && shown(row)) yield listed({ ...row, id: row.id }, modified(row));
}

const images = (path: string) => (path ? [path] : []);

const INFORMATION = { route: '/information/0', name: texts.information };
const POLICY = { route: '/policy/3', name: texts.policy };
const COURSES = { route: '/policy/1', name: texts.courses };
const NEEDS = { route: '/Invest', name: texts.business };
const DIRECTORY = { route: '/company_member_list/0', name: texts.directory };
const MEMBERS = { route: '/company_member_list/1', name: texts.directory };
const MAGAZINE = { route: '/magazine', name: texts.magazine };

/** An issue of the e-magazine (the spec reads them only as a list): null when none has `id`. */
async function getMagazine(call: Call, id: string) {
  return (await listMagazines(call)).find((m) => m.id !== undefined && String(m.id) === id) ?? null;
}

export const KINDS: readonly Kind[] = [
  {
    kind: 'article',
    pattern: PUBLIC_PAGES.article,
    param: 'id',
    section: INFORMATION,
    read: paidReader(getArticle, (a) => ({
      title: a.title,
      description: a.summary || a.content,
      images: a.images,
      published: a.publishTime,
    })),
    list: (call) =>
      pagedIds(
        (start) => listArticles(call, { start, limit: LIST_PAGE }),
        (a) => a.publishTime,
      ),
    entity: (facts) => itemEntity('NewsArticle', facts),
  },
  {
    kind: 'policy',
    pattern: PUBLIC_PAGES.policy,
    param: 'id',
    section: POLICY,
    read: paidReader(getCunpan, (f) => ({
      title: f.name,
      description: f.content,
      images: [],
      published: f.writtenTime,
    })),
    list: (call) =>
      pagedIds(
        (start) => listCunpan(call, { start, limit: LIST_PAGE }),
        (f) => f.publishTime,
      ),
    entity: (facts) => itemEntity('NewsArticle', facts),
  },
  {
    kind: 'interpretation',
    pattern: PUBLIC_PAGES.interpretation,
    param: 'id',
    section: POLICY,
    read: reader(getExplain, (e) => ({
      title: e.title,
      description: e.content,
      images: [],
      published: e.publishTime,
    })),
    async *list(call) {
      for await (const f of allPages((start) => listCunpan(call, { start, limit: LIST_PAGE })))
        for (const e of await listExplains(call, f.id)) yield listed(e, e.publishTime);
    },
    entity: (facts) => itemEntity('NewsArticle', facts),
  },
  {
    kind: 'course',
    pattern: PUBLIC_PAGES.course,
    param: 'id',
    section: COURSES,
    read: paidReader(getCourse, (c) => ({
      title: c.name,
      description: c.description,
      images: images(c.image),
      price: c.price,
    })),
    list: (call) =>
      pagedIds(
        (start) => listCourses(call, { start, limit: LIST_PAGE }),
        (c) => c.created,
      ),
    entity: (facts) => itemEntity('Course', facts),
  },
  {
    kind: 'need',
    pattern: PUBLIC_PAGES.need,
    param: 'id',
    section: NEEDS,
    // only what the public board lists (approved, review 2) is public
    read: reader(getDemand, (d) =>
      d.review !== 2
        ? null
        : {
            title: d.title,
            description: [d.params.map((p) => `${p.name}：${p.value}`).join('；'), d.content]
              .filter(Boolean)
              .join('。'),
            images: d.images,
            validUntil: d.endTime,
            sale: d.type === 1,
          },
    ),
    list: (call) =>
      pagedIds(
        (start) => listDemands(call, { start, limit: LIST_PAGE }),
        (d) => d.created,
      ),
    entity: (facts) => itemEntity(facts.sale ? 'Product' : 'Demand', facts),
  },
  {
    kind: 'invest',
    pattern: PUBLIC_PAGES.invest,
    param: 'id',
    section: NEEDS,
    read: reader(getInvestInfo, (i) => ({
      title: i.title,
      description: i.desc || i.content,
      images: i.images,
      published: i.publishTime,
    })),
    async *list(call) {
      for (const type of ['invest', 'order'] as const)
        for (const i of await listInvestInfo(call, type)) yield listed(i, i.publishTime);
    },
    entity: (facts) => itemEntity('Article', facts),
  },
  {
    kind: 'company',
    pattern: PUBLIC_PAGES.company,
    param: 'id',
    section: DIRECTORY,
    read: reader(getCompany, (c) => ({
      title: c.name,
      description: c.business || [c.industry, c.area].filter(Boolean).join('・'),
      images: [c.logo, c.banner].filter(Boolean),
      address: c.address,
      phone: c.phone,
      email: c.email,
    })),
    list: (call) => pagedIds((start) => listCompanies(call, start)),
    entity: (facts) => itemEntity(facts.address ? 'LocalBusiness' : 'Organization', facts),
  },
  {
    kind: 'product',
    pattern: PUBLIC_PAGES.product,
    param: 'id',
    section: DIRECTORY,
    read: reader(getProduct, (p) => ({
      title: p.name,
      description: p.description,
      images: images(p.image),
      maker: p.company?.name ?? null,
    })),
    async *list(call) {
      for await (const c of pagedIds((start) => listCompanies(call, start)))
        for (const p of await listProducts(call, c.id)) yield listed(p);
    },
    entity: (facts) => itemEntity('Product', facts),
  },
  {
    kind: 'member',
    pattern: PUBLIC_PAGES.member,
    param: 'member_id',
    section: MEMBERS,
    // a member who does not allow it has no public page
    read: reader(getDirectoryMember, (m) =>
      !m.isPublic
        ? null
        : {
            title: m.name,
            description: m.intro || [m.position, m.companies[0]?.name].filter(Boolean).join('・'),
            images: images(m.photo),
            jobTitle: m.position,
          },
    ),
    list: (call) =>
      pagedIds(
        (start) => listDirectoryMembers(call, { start, limit: LIST_PAGE }),
        () => null,
        (m) => m.isPublic,
      ),
    entity: (facts) => itemEntity('Person', facts),
  },
  {
    // its route is the list's, the issue in its query (`/magazine?id=3`); never paid (spec 000)
    kind: 'magazine',
    pattern: PUBLIC_PAGES.magazine,
    param: 'id',
    section: MAGAZINE,
    read: reader(
      getMagazine,
      (m) =>
        m && {
          title: m.title,
          description: `${texts.magazine}：${m.title}`,
          images: images(m.image),
          published: m.publishTime,
          file: m.file,
        },
    ),
    async *list(call) {
      for (const m of await listMagazines(call))
        if (m.id !== undefined) yield listed({ ...m, id: m.id }, m.publishTime);
    },
    entity: (facts) => itemEntity('PublicationIssue', facts),
  },
];

function listCompanies(call: Call, start: number) {
  return listDirectoryCompanies(call, { start, limit: LIST_PAGE });
}

/** The kind of a path segment. */
export const kindOf = (name: string): Kind | undefined => KINDS.find((k) => k.kind === name);
