// Generated from the widgets' contracts by `npm run manifest`; do not edit.
// Typed <sztx-*> elements for the DOM and for React/TSX.

type SztxCommonAttributes = {
  /** Base URL of the /api/v2/ API */
  'api-base'?: string;
  /** Base URL for relative image paths */
  'image-base'?: string;
  /** URL of the association portal, for links */
  'portal-url'?: string;
  /** Language: 't' Traditional (default) or 's' Simplified */
  'lang'?: "t" | "s";
};

/** <sztx-news-feed>: 協會動態列表（article/list，XHDT），附載入更多 */
export interface SztxNewsFeedElementAttributes extends SztxCommonAttributes {
  /** Articles per page (1–50) */
  'page-size'?: number | string;
  /** Heading above the list */
  'heading'?: string;
  /** Hide the heading */
  'hide-heading'?: boolean | string;
}
export type SztxNewsFeedElement = HTMLElement;

/** <sztx-portal>: 完整門戶：頁頭、哈希路由頁面、頁腳 */
export interface SztxPortalElementAttributes extends SztxCommonAttributes {
}
export type SztxPortalElement = HTMLElement;

declare global {
  interface HTMLElementTagNameMap {
    'sztx-news-feed': SztxNewsFeedElement;
    'sztx-portal': SztxPortalElement;
  }
  interface HTMLElementEventMap {
    /** An article was clicked; detail { id, title }. Cancel it to stop the link. */
    'sztx-open-article': CustomEvent;
    /** A page loaded; detail { count, total } */
    'sztx-loaded': CustomEvent;
  }
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'sztx-news-feed': React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement> & SztxNewsFeedElementAttributes;
      'sztx-portal': React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement> & SztxPortalElementAttributes;
    }
  }
}

export {};
