import type { WidgetContract } from '../define';
import { COMMON_EVENTS } from '../events';

/** `<sztx-needs-board>`: the business-needs board partners embed. */
export const NEEDS_BOARD_CONTRACT: WidgetContract = {
  tag: 'sztx-needs-board',
  description:
    '商機需求看板（demand/list 已審核需求、投資信息），可在元件內查看詳情、發佈需求、管理我的需求',
  attributes: {
    'initial-tab': {
      type: 'string',
      description: "Tab shown first: 'board' (default) or 'publish'",
      default: 'board',
      values: ['board', 'publish'],
    },
    'page-size': { type: 'number', description: 'Needs per page (1–50)', default: 5 },
    history: {
      type: 'string',
      description: "Deep links: 'hash' or 'query' puts the open view in the page URL",
      default: 'none',
      values: ['none', 'hash', 'query'],
    },
  },
  events: {
    'sztx-open-need': 'A need card was clicked; detail { id, title }. Cancel it to route yourself.',
    'sztx-open-invest':
      'An investment card was clicked; detail { id, title }. Cancel it to route yourself.',
    'sztx-login-required':
      'A login is needed (publish, contact, my needs); detail { action }. Cancel it to show your own login.',
    'sztx-published':
      'A need was published (waits for review); detail { id }. Cancel it to stay on the board.',
    'sztx-loaded': 'A page of needs loaded; detail { count, total }',
    ...COMMON_EVENTS,
  },
  parts: {
    board: 'The whole board',
    panel: 'The tab panel',
    list: 'The list of need cards',
    'need-card': 'One need card',
    'invest-list': 'The list of investment cards',
    'invest-card': 'One investment card',
    'orders-link': 'The link to the order information',
    badge: 'A badge on a card or in the detail (type, closed, in review)',
    more: 'The show-more button',
    detail: 'The need detail',
    form: 'A publish or edit form',
  },
};
