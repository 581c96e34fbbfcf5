import type { WidgetContract } from '../../define';
import { COMMON_EVENTS } from '../../events';

/** `<sztx-policy-files>`: policy documents or announcements. */
export const POLICY_FILES_CONTRACT: WidgetContract = {
  tag: 'sztx-policy-files',
  description: '政策文件或協會公告列表（cunpan/list），附載入更多',
  attributes: {
    kind: {
      type: 'string',
      description: '`policy` (default) or `announcements`',
      default: 'policy',
      values: ['policy', 'announcements'],
    },
    'page-size': { type: 'number', description: 'Files per page (1–50)', default: 10 },
    heading: { type: 'string', description: 'Heading above the list (default by kind)' },
    'hide-heading': { type: 'boolean', description: 'Hide the heading', default: false },
  },
  events: {
    'sztx-open-file': 'A file was clicked; detail { id, name }. Cancel it to stop the link.',
    'sztx-loaded': 'A page loaded; detail { count, total }',
    ...COMMON_EVENTS,
  },
  parts: {
    list: 'The list',
    item: 'One file row',
    more: 'The load-more button',
    heading: 'The heading',
  },
};

/** `<sztx-courses>`: the course classroom. */
export const COURSES_CONTRACT: WidgetContract = {
  tag: 'sztx-courses',
  description: '課程教室（course/list），課程卡片附價格或免費，附載入更多',
  attributes: {
    'page-size': { type: 'number', description: 'Courses per page (1–50)', default: 6 },
    heading: { type: 'string', description: 'Heading above the cards', default: '課程教室' },
    'hide-heading': { type: 'boolean', description: 'Hide the heading', default: false },
  },
  events: {
    'sztx-open-course': 'A course was clicked; detail { id, name }. Cancel it to stop the link.',
    'sztx-loaded': 'A page loaded; detail { count, total }',
    ...COMMON_EVENTS,
  },
  parts: {
    list: 'The cards',
    item: 'One course card',
    more: 'The load-more button',
    heading: 'The heading',
  },
};
