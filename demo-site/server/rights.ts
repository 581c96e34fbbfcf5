// Who may call each route of the API: one table, read by one hook (rights-hook.ts) before any
// handler runs, and walked role by role by rights.test.ts. A route missing here does not start
// (deny by default). See docs/security.md, "Rights".

/**
 * `visitor`: anyone. `registered`: a logged-in user (a valid token). `member`: a logged-in
 * member of the SZTX association (a `member_associations` row, as `member/{userId}/association`
 * lists it); spec 000 §6 gives members company upload (`company/addCompany`,
 * `member/updateCompany`).
 */
type Who = 'visitor' | 'registered' | 'member';

/**
 * Whose data the route touches. `param` / `field`: a path parameter or body field names the
 * caller (the hook refuses another id with '403'); `field` lists alternative names, the first
 * present counts, and `optional` lets the field be absent (the caller is meant). `record`: the
 * owner is that of a stored record (a need): the handler checks it, the text says what.
 */
export type Owner =
  | { param: string }
  | { field: readonly string[]; optional?: true }
  | { record: string };

interface Entry {
  who: Who;
  owner?: Owner;
  /** A GET that changes state (the spec fixes its method). Every other method always does. */
  writes?: true;
  /** A `visitor` route whose answer still depends on the caller (paywall, privacy, a token). */
  private?: true;
}

/** The rights of a route, with the derived flags spelled out. */
export interface RouteRights {
  who: Who;
  owner?: Owner;
  /** Changes state: refused from another site when the session cookie would identify the caller. */
  writes: boolean;
  /** The answer depends on the caller: never cached (`Cache-Control: no-store`). */
  private: boolean;
}

const V: Entry = { who: 'visitor' };
/** A visitor route whose answer depends on the caller. */
const VP: Entry = { who: 'visitor', private: true };
const R: Entry = { who: 'registered' };
const self = (param: string, writes?: true): Entry => ({
  who: 'registered',
  owner: { param },
  ...(writes ? { writes } : {}),
});
const own = (who: Who, ...field: string[]): Entry => ({ who, owner: { field } });
const need = (what: string, writes?: true): Entry => ({
  who: 'registered',
  owner: { record: what },
  ...(writes ? { writes } : {}),
});

/** Every route under /api/v2 (prefix left out), `METHOD /path` as Fastify registers it. */
const TABLE: Record<string, Entry> = {
  // ── account (spec 000 §7): sign-up, login, reset; the token routes carry it in the path ──
  'POST /account/initVariable/:phone': V,
  'GET /account/:phone': { who: 'visitor', writes: true }, // sends an SMS code
  'POST /account/init/:phone/:code': VP, // answers a token
  'POST /account/pcLogin/:phone/:mode': VP, // answers a token, sets the session cookie
  'POST /account/updatePwd/:phone/:code': V,
  'POST /account/inquire/:token': VP,
  'POST /account/outLogin/:token': V,

  // ── the caller's own records ──
  'GET /member/:user_id': self('user_id'),
  'GET /member/:userId/association': self('userId'),
  'GET /member/:userId/privacy': self('userId'),
  'POST /member/update': own('registered', 'member_id', 'user_id'),
  'GET /member/:memberId/company': self('memberId'),
  'POST /company/addCompany': own('member', 'member_id'),
  'POST /member/updateCompany': own('member', 'member_id'),
  'GET /notice/list/:user_id/:type': self('user_id'),
  'GET /notice/:id/:userId': self('userId', true), // reading marks it read
  'GET /notice/count/:user_id': self('user_id'),
  'GET /article/favouriteList/:userId/:type': self('userId'),
  'GET /article/getFavouriteState/:userId/:articleId': self('userId'),
  'GET /article/getLikeState/:userId/:articleId': self('userId'),
  'GET /article/favourite/:userId/:articleId/:state': self('userId', true),
  'POST /article/favourite/:userId/:articleId/:state': self('userId'),
  'GET /article/likeByPc/:id': { who: 'registered', writes: true },
  'POST /article/likeByPc/:id': R,
  'POST /order/resourcesPayByH5/:resourceId/:orderType/:userId/:price/:channel': self('userId'),
  'GET /qiniu/getUptoken': R,

  // ── membership applications (spec 001): registered users apply, each their own ──
  'POST /association/coustomJoin': own('registered', 'member_id'),
  'POST /association/updataCoustomJoin': own('registered', 'member_id'),
  'GET /association/applyTemplate': V,
  'GET /association/applyTemplatePdf': V,

  // ── needs board (spec 001) ──
  'GET /demand/list': { who: 'visitor', private: true, owner: { record: 'searchJson.member_id' } },
  'GET /demand/detail/:id': VP, // an unapproved need only to its owner
  'POST /demand/addDemand': { who: 'registered', owner: { field: ['member_id'], optional: true } },
  'POST /demand/editaddDemand': need('the need of demand_id'),
  'GET /demand/delete/:id': need('the need :id', true),
  'POST /demand/submit': R, // a quote on another member's need
  'GET /demand/getOfferByDemand/:id': need('the need :id'),
  'GET /investInfo/list': V,
  'GET /investInfo/:id': V,
  'GET /investInfo/addConsult/:id': { who: 'visitor', writes: true }, // stores an interest form

  // ── public content (paid items through the paywall: their answer depends on the caller) ──
  'GET /slideshow/list': V,
  'GET /ad/list': V,
  'GET /magazine/list': V,
  'GET /article/list': V,
  'GET /article/:id': VP,
  'GET /article/articleEquitypackage': V,
  'GET /cunpan/prolicyType': V,
  'GET /cunpan/list': V,
  'GET /cunpan/:id': VP,
  'GET /cunpanExplain/list': V,
  'GET /cunpanExplain/:id': V,
  'GET /course/list': V,
  'GET /course/:id': VP,
  'GET /course/kpiont/:id': VP,
  'GET /association/about/:association/:type': V,
  'GET /association/about/:id': V,
  'GET /website/navigate': V,
  'GET /website/profile': V,

  // ── directory (contact details hidden unless public or the caller's own) ──
  'GET /areaData/list': V,
  'GET /association/statistics': V,
  'GET /company/industry': V,
  'GET /company/pc/list': V,
  'GET /company/list': V,
  'GET /company/:id': V,
  'GET /product/list': V,
  'GET /product/:id': V,
  'GET /association/:associationId/SubArea': V,
  'GET /association/pc/:associationId/persons': VP,
  'GET /association/:associationId/persons/:memberId': VP,
};

/** The prefix every table key is under. */
const API_PREFIX = '/api/v2';

/** `METHOD /api/v2/path` of every route in the table. */
export const RIGHTS_ROUTES: readonly string[] = Object.keys(TABLE).map((key) => {
  const [method, path] = key.split(' ');
  return `${method} ${API_PREFIX}${path}`;
});

/**
 * The rights of `method` + `url` (the route pattern as registered, `req.routeOptions.url`,
 * e.g. `/api/v2/member/:user_id`), or undefined for a route the table does not list.
 */
export function routeRights(method: string, url: string | undefined): RouteRights | undefined {
  if (!url?.startsWith(`${API_PREFIX}/`)) return undefined;
  const entry = TABLE[`${method === 'HEAD' ? 'GET' : method} ${url.slice(API_PREFIX.length)}`];
  if (!entry) return undefined;
  return {
    who: entry.who,
    ...(entry.owner ? { owner: entry.owner } : {}),
    writes: method !== 'GET' && method !== 'HEAD' ? true : entry.writes === true,
    private: entry.who !== 'visitor' || entry.private === true,
  };
}
