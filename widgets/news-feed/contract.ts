import type { WidgetContract } from '../define';
import { COMMON_EVENTS } from '../events';

/** `<sztx-news-feed>`: the association's news list. */
export const NEWS_FEED_CONTRACT: WidgetContract = {
  tag: 'sztx-news-feed',
  description: '協會動態或名家說商列表（article/list），附載入更多',
  attributes: {
    type: {
      type: 'string',
      description: "Which list: 'news' association news (XHDT) or 'stories' (MJSX)",
      default: 'news',
      values: ['news', 'stories'],
    },
    'page-size': { type: 'number', description: 'Articles per page (1–50)', default: 10 },
    heading: {
      type: 'string',
      description: 'Heading above the list (default by type: 協會動態 or 名家說商)',
    },
    'hide-heading': { type: 'boolean', description: 'Hide the heading', default: false },
  },
  events: {
    'sztx-open-article':
      'An article was clicked; detail { id, title }. Cancel it to stop the link.',
    'sztx-loaded': 'A page loaded; detail { count, total }',
    ...COMMON_EVENTS,
  },
  parts: {
    list: 'The list of articles',
    item: 'One article card',
    more: 'The load-more button',
    heading: 'The heading',
  },
};
