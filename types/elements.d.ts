// Generated from the widgets' contracts by `npm run manifest`; do not edit.
// Typed <sztx-*> elements for the DOM: properties, attributes and events.

/** Attributes every widget understands (values as written in HTML). */
export interface SztxCommonAttributes {
  /** Base URL of this element's /api/v2/ API */
  'api-base'?: string;
  /** Base URL for relative image paths */
  'image-base'?: string;
  /** URL of the association portal, for links */
  'portal-url'?: string;
  /** This element's language: zh-Hant (Traditional) or zh-Hans (Simplified) */
  'lang'?: "zh-Hant" | "zh-Hans" | "zh-TW" | "zh-HK" | "zh-MO" | "zh-CN" | "zh-SG" | "t" | "s";
}

/** Properties every widget has (each reflects its attribute). */
export interface SztxCommonProperties {
  /** Base URL of this element's /api/v2/ API */
  apiBase: string | undefined;
  /** Base URL for relative image paths */
  imageBase: string | undefined;
  /** URL of the association portal, for links */
  portalUrl: string | undefined;
}

/** <sztx-apply-form>: 入會申請表（個人或企業）：填寫、上傳、提交，審核通過前可修改 */
export interface SztxApplyFormElement extends HTMLElement, SztxCommonProperties {
  /** Which form: 'person' (individual, default) or 'company' */
  type: "person" | "company";
  /** Hide the heading */
  hideHeading: boolean;
}
/** The attributes of <sztx-apply-form> (values as written in HTML). */
export interface SztxApplyFormElementAttributes extends SztxCommonAttributes {
  /** Which form: 'person' (individual, default) or 'company' */
  'type'?: "person" | "company";
  /** Hide the heading */
  'hide-heading'?: boolean | string;
}
/** The events <sztx-apply-form> dispatches (bubbling, composed). */
export interface SztxApplyFormElementEvents {
  /** An application was submitted or modified; detail { type, event: 'add' | 'modify' } */
  'sztx-applied': CustomEvent<{ type: 'person' | 'company'; event: 'add' | 'modify' }>;
  /** Loading failed; detail { kind, status, url, message } */
  'sztx-error': CustomEvent<{ kind: 'network' | 'cors' | 'http' | 'format'; status: number | null; url: string; message: string; }>;
}

/** <sztx-courses>: 課程教室（course/list），課程卡片附價格或免費，附載入更多 */
export interface SztxCoursesElement extends HTMLElement, SztxCommonProperties {
  /** Courses per page (1–50) */
  pageSize: number;
  /** Heading above the cards */
  heading: string;
  /** Hide the heading */
  hideHeading: boolean;
}
/** The attributes of <sztx-courses> (values as written in HTML). */
export interface SztxCoursesElementAttributes extends SztxCommonAttributes {
  /** Courses per page (1–50) */
  'page-size'?: number | string;
  /** Heading above the cards */
  'heading'?: string;
  /** Hide the heading */
  'hide-heading'?: boolean | string;
}
/** The events <sztx-courses> dispatches (bubbling, composed). */
export interface SztxCoursesElementEvents {
  /** A course was clicked; detail { id, name }. Cancel it to stop the link. */
  'sztx-open-course': CustomEvent<{ id: number | string; name: string }>;
  /** A page loaded; detail { count, total } */
  'sztx-loaded': CustomEvent<{ count: number; total: number }>;
  /** Loading failed; detail { kind, status, url, message } */
  'sztx-error': CustomEvent<{ kind: 'network' | 'cors' | 'http' | 'format'; status: number | null; url: string; message: string; }>;
}

/** <sztx-directory>: 企業會員名錄：會員企業（區域、行業、名稱篩選）與協會會員（分區、姓名篩選），分頁 */
export interface SztxDirectoryElement extends HTMLElement, SztxCommonProperties {
  /** Initial tab: '0' companies, '1' association members */
  tab: "0" | "1";
  /** Initial district of the company tab, by name (Traditional or Simplified) */
  area: string | undefined;
  /** Initial member sub-area (ass_area_id or its name); default the first */
  assArea: string | undefined;
}
/** The attributes of <sztx-directory> (values as written in HTML). */
export interface SztxDirectoryElementAttributes extends SztxCommonAttributes {
  /** Initial tab: '0' companies, '1' association members */
  'tab'?: "0" | "1";
  /** Initial district of the company tab, by name (Traditional or Simplified) */
  'area'?: string;
  /** Initial member sub-area (ass_area_id or its name); default the first */
  'ass-area'?: string;
}
/** The events <sztx-directory> dispatches (bubbling, composed). */
export interface SztxDirectoryElementEvents {
  /** A company card was clicked; detail { id, name }. Cancel it to stop the link to the portal. */
  'sztx-open-company': CustomEvent<{ id: number; name: string }>;
  /** A member card was clicked; detail { id, name }. Cancel it to stop the link to the portal. */
  'sztx-open-member': CustomEvent<{ id: number; name: string }>;
  /** The tab, filters or page changed; detail { tab, query } */
  'sztx-filter-change': CustomEvent<{ tab: '0' | '1'; query: Record<string, string> }>;
  /** Loading failed; detail { kind, status, url, message } */
  'sztx-error': CustomEvent<{ kind: 'network' | 'cors' | 'http' | 'format'; status: number | null; url: string; message: string; }>;
}

/** <sztx-needs-board>: 商機需求看板（demand/list 已審核需求、投資信息），可在元件內查看詳情、發佈需求、管理我的需求 */
export interface SztxNeedsBoardElement extends HTMLElement, SztxCommonProperties {
  /** Tab shown first: 'board' (default) or 'publish' */
  initialTab: "board" | "publish";
  /** Needs per page (1–50) */
  pageSize: number;
  /** Deep links: 'hash' or 'query' puts the open view in the page URL */
  history: "none" | "hash" | "query";
}
/** The attributes of <sztx-needs-board> (values as written in HTML). */
export interface SztxNeedsBoardElementAttributes extends SztxCommonAttributes {
  /** Tab shown first: 'board' (default) or 'publish' */
  'initial-tab'?: "board" | "publish";
  /** Needs per page (1–50) */
  'page-size'?: number | string;
  /** Deep links: 'hash' or 'query' puts the open view in the page URL */
  'history'?: "none" | "hash" | "query";
}
/** The events <sztx-needs-board> dispatches (bubbling, composed). */
export interface SztxNeedsBoardElementEvents {
  /** A need card was clicked; detail { id, title }. Cancel it to route yourself. */
  'sztx-open-need': CustomEvent<{ id: string; title: string }>;
  /** An investment card was clicked; detail { id, title }. Cancel it to route yourself. */
  'sztx-open-invest': CustomEvent<{ id: string; title: string }>;
  /** A login is needed (publish, contact, my needs); detail { action }. Cancel it to show your own login. */
  'sztx-login-required': CustomEvent<{ action: string }>;
  /** A need was published (waits for review); detail { id }. Cancel it to stay on the board. */
  'sztx-published': CustomEvent<{ id: number | string | null }>;
  /** A page of needs loaded; detail { count, total } */
  'sztx-loaded': CustomEvent<{ count: number; total: number }>;
  /** Loading failed; detail { kind, status, url, message } */
  'sztx-error': CustomEvent<{ kind: 'network' | 'cors' | 'http' | 'format'; status: number | null; url: string; message: string; }>;
}

/** <sztx-news-feed>: 協會動態或名家說商列表（article/list），附載入更多 */
export interface SztxNewsFeedElement extends HTMLElement, SztxCommonProperties {
  /** Which list: 'news' association news (XHDT) or 'stories' (MJSX) */
  type: "news" | "stories";
  /** Articles per page (1–50) */
  pageSize: number;
  /** Heading above the list (default by type: 協會動態 or 名家說商) */
  heading: string | undefined;
  /** Hide the heading */
  hideHeading: boolean;
}
/** The attributes of <sztx-news-feed> (values as written in HTML). */
export interface SztxNewsFeedElementAttributes extends SztxCommonAttributes {
  /** Which list: 'news' association news (XHDT) or 'stories' (MJSX) */
  'type'?: "news" | "stories";
  /** Articles per page (1–50) */
  'page-size'?: number | string;
  /** Heading above the list (default by type: 協會動態 or 名家說商) */
  'heading'?: string;
  /** Hide the heading */
  'hide-heading'?: boolean | string;
}
/** The events <sztx-news-feed> dispatches (bubbling, composed). */
export interface SztxNewsFeedElementEvents {
  /** An article was clicked; detail { id, title }. Cancel it to stop the link. */
  'sztx-open-article': CustomEvent<{ id: number | string; title: string }>;
  /** A page loaded; detail { count, total } */
  'sztx-loaded': CustomEvent<{ count: number; total: number }>;
  /** Loading failed; detail { kind, status, url, message } */
  'sztx-error': CustomEvent<{ kind: 'network' | 'cors' | 'http' | 'format'; status: number | null; url: string; message: string; }>;
}

/** <sztx-personal-centre>: 個人中心：個人資料、我的企業、消息、收藏、權益（需登錄） */
export interface SztxPersonalCentreElement extends HTMLElement, SztxCommonProperties {
  /** Initial section: person_center, my_company, my_message, my_collection, my_rights, my_activity, my_questionnaire, my_fee, privacy, user_agreement */
  section: "person_center" | "my_company" | "my_message" | "my_collection" | "my_rights" | "my_activity" | "my_questionnaire" | "my_fee" | "privacy" | "user_agreement";
}
/** The attributes of <sztx-personal-centre> (values as written in HTML). */
export interface SztxPersonalCentreElementAttributes extends SztxCommonAttributes {
  /** Initial section: person_center, my_company, my_message, my_collection, my_rights, my_activity, my_questionnaire, my_fee, privacy, user_agreement */
  'section'?: "person_center" | "my_company" | "my_message" | "my_collection" | "my_rights" | "my_activity" | "my_questionnaire" | "my_fee" | "privacy" | "user_agreement";
}
/** The events <sztx-personal-centre> dispatches (bubbling, composed). */
export interface SztxPersonalCentreElementEvents {
  /** The user switched sections; detail { section } */
  'sztx-section': CustomEvent<{ section: string }>;
  /** Loading failed; detail { kind, status, url, message } */
  'sztx-error': CustomEvent<{ kind: 'network' | 'cors' | 'http' | 'format'; status: number | null; url: string; message: string; }>;
}

/** <sztx-policy-files>: 政策文件或協會公告列表（cunpan/list），附載入更多 */
export interface SztxPolicyFilesElement extends HTMLElement, SztxCommonProperties {
  /** `policy` (default) or `announcements` */
  kind: "policy" | "announcements";
  /** Files per page (1–50) */
  pageSize: number;
  /** Heading above the list (default by kind) */
  heading: string | undefined;
  /** Hide the heading */
  hideHeading: boolean;
}
/** The attributes of <sztx-policy-files> (values as written in HTML). */
export interface SztxPolicyFilesElementAttributes extends SztxCommonAttributes {
  /** `policy` (default) or `announcements` */
  'kind'?: "policy" | "announcements";
  /** Files per page (1–50) */
  'page-size'?: number | string;
  /** Heading above the list (default by kind) */
  'heading'?: string;
  /** Hide the heading */
  'hide-heading'?: boolean | string;
}
/** The events <sztx-policy-files> dispatches (bubbling, composed). */
export interface SztxPolicyFilesElementEvents {
  /** A file was clicked; detail { id, name }. Cancel it to stop the link. */
  'sztx-open-file': CustomEvent<{ id: number | string; name: string }>;
  /** A page loaded; detail { count, total } */
  'sztx-loaded': CustomEvent<{ count: number; total: number }>;
  /** Loading failed; detail { kind, status, url, message } */
  'sztx-error': CustomEvent<{ kind: 'network' | 'cors' | 'http' | 'format'; status: number | null; url: string; message: string; }>;
}

/** <sztx-portal>: 完整門戶：頁頭、哈希路由頁面、頁腳 */
export interface SztxPortalElement extends HTMLElement, SztxCommonProperties {
}
/** The attributes of <sztx-portal> (values as written in HTML). */
export interface SztxPortalElementAttributes extends SztxCommonAttributes {
}
/** The events <sztx-portal> dispatches (bubbling, composed). */
export interface SztxPortalElementEvents {
  /** Loading failed; detail { kind, status, url, message } */
  'sztx-error': CustomEvent<{ kind: 'network' | 'cors' | 'http' | 'format'; status: number | null; url: string; message: string; }>;
}

/** Tag → element type. */
export interface SztxElements {
  'sztx-apply-form': SztxApplyFormElement;
  'sztx-courses': SztxCoursesElement;
  'sztx-directory': SztxDirectoryElement;
  'sztx-needs-board': SztxNeedsBoardElement;
  'sztx-news-feed': SztxNewsFeedElement;
  'sztx-personal-centre': SztxPersonalCentreElement;
  'sztx-policy-files': SztxPolicyFilesElement;
  'sztx-portal': SztxPortalElement;
}
/** Tag → its attributes. */
export interface SztxElementAttributes {
  'sztx-apply-form': SztxApplyFormElementAttributes;
  'sztx-courses': SztxCoursesElementAttributes;
  'sztx-directory': SztxDirectoryElementAttributes;
  'sztx-needs-board': SztxNeedsBoardElementAttributes;
  'sztx-news-feed': SztxNewsFeedElementAttributes;
  'sztx-personal-centre': SztxPersonalCentreElementAttributes;
  'sztx-policy-files': SztxPolicyFilesElementAttributes;
  'sztx-portal': SztxPortalElementAttributes;
}
/** Tag → its events. */
export interface SztxElementEvents {
  'sztx-apply-form': SztxApplyFormElementEvents;
  'sztx-courses': SztxCoursesElementEvents;
  'sztx-directory': SztxDirectoryElementEvents;
  'sztx-needs-board': SztxNeedsBoardElementEvents;
  'sztx-news-feed': SztxNewsFeedElementEvents;
  'sztx-personal-centre': SztxPersonalCentreElementEvents;
  'sztx-policy-files': SztxPolicyFilesElementEvents;
  'sztx-portal': SztxPortalElementEvents;
}
/** Handlers of some of a tag's events, by event name. */
export type SztxEventHandlers<T extends keyof SztxElements> = {
  [K in keyof SztxElementEvents[T]]?: (event: SztxElementEvents[T][K]) => void;
};
/**
 * Listens to an element's events: a function of the element that adds a listener per handler
 * and returns the function that removes them. A React 19 ref callback (`ref={sztxEvents(…)}`)
 * for what `onsztx-…` props cannot do: React adds no listener for them when it hydrates server
 * HTML (Next.js, Remix). `tag` types the handlers.
 */
export declare function sztxEvents<T extends keyof SztxElements>(
  tag: T,
  handlers: SztxEventHandlers<T>,
): (element: Element | null) => (() => void) | undefined;

declare global {
  interface HTMLElementTagNameMap extends SztxElements {}
  interface HTMLElementEventMap {
    /** <sztx-apply-form>: An application was submitted or modified; detail { type, event: 'add' | 'modify' } */
    'sztx-applied': CustomEvent<{ type: 'person' | 'company'; event: 'add' | 'modify' }>;
    /** <sztx-apply-form>: Loading failed; detail { kind, status, url, message } · <sztx-courses>: Loading failed; detail { kind, status, url, message } · <sztx-directory>: Loading failed; detail { kind, status, url, message } · <sztx-needs-board>: Loading failed; detail { kind, status, url, message } · <sztx-news-feed>: Loading failed; detail { kind, status, url, message } · <sztx-personal-centre>: Loading failed; detail { kind, status, url, message } · <sztx-policy-files>: Loading failed; detail { kind, status, url, message } · <sztx-portal>: Loading failed; detail { kind, status, url, message } */
    'sztx-error': CustomEvent<{ kind: 'network' | 'cors' | 'http' | 'format'; status: number | null; url: string; message: string; }>;
    /** <sztx-courses>: A course was clicked; detail { id, name }. Cancel it to stop the link. */
    'sztx-open-course': CustomEvent<{ id: number | string; name: string }>;
    /** <sztx-courses>: A page loaded; detail { count, total } · <sztx-needs-board>: A page of needs loaded; detail { count, total } · <sztx-news-feed>: A page loaded; detail { count, total } · <sztx-policy-files>: A page loaded; detail { count, total } */
    'sztx-loaded': CustomEvent<{ count: number; total: number }>;
    /** <sztx-directory>: A company card was clicked; detail { id, name }. Cancel it to stop the link to the portal. */
    'sztx-open-company': CustomEvent<{ id: number; name: string }>;
    /** <sztx-directory>: A member card was clicked; detail { id, name }. Cancel it to stop the link to the portal. */
    'sztx-open-member': CustomEvent<{ id: number; name: string }>;
    /** <sztx-directory>: The tab, filters or page changed; detail { tab, query } */
    'sztx-filter-change': CustomEvent<{ tab: '0' | '1'; query: Record<string, string> }>;
    /** <sztx-needs-board>: A need card was clicked; detail { id, title }. Cancel it to route yourself. */
    'sztx-open-need': CustomEvent<{ id: string; title: string }>;
    /** <sztx-needs-board>: An investment card was clicked; detail { id, title }. Cancel it to route yourself. */
    'sztx-open-invest': CustomEvent<{ id: string; title: string }>;
    /** <sztx-needs-board>: A login is needed (publish, contact, my needs); detail { action }. Cancel it to show your own login. */
    'sztx-login-required': CustomEvent<{ action: string }>;
    /** <sztx-needs-board>: A need was published (waits for review); detail { id }. Cancel it to stay on the board. */
    'sztx-published': CustomEvent<{ id: number | string | null }>;
    /** <sztx-news-feed>: An article was clicked; detail { id, title }. Cancel it to stop the link. */
    'sztx-open-article': CustomEvent<{ id: number | string; title: string }>;
    /** <sztx-personal-centre>: The user switched sections; detail { section } */
    'sztx-section': CustomEvent<{ section: string }>;
    /** <sztx-policy-files>: A file was clicked; detail { id, name }. Cancel it to stop the link. */
    'sztx-open-file': CustomEvent<{ id: number | string; name: string }>;
  }
}
