import type { WidgetContract } from '../define';
import { COMMON_EVENTS } from '../events';

/** `<sztx-directory>`: the member directory (companies and association members). */
export const DIRECTORY_CONTRACT: WidgetContract = {
  tag: 'sztx-directory',
  description: '企業會員名錄：會員企業（區域、行業、名稱篩選）與協會會員（分區、姓名篩選），分頁',
  attributes: {
    tab: {
      type: 'string',
      description: "Initial tab: '0' companies, '1' association members",
      default: '1',
      values: ['0', '1'],
    },
    area: {
      type: 'string',
      description: 'Initial district of the company tab, by name (Traditional or Simplified)',
    },
    'ass-area': {
      type: 'string',
      description: 'Initial member sub-area (ass_area_id or its name); default the first',
    },
  },
  events: {
    'sztx-open-company':
      'A company card was clicked; detail { id, name }. Cancel it to stop the link to the portal.',
    'sztx-open-member':
      'A member card was clicked; detail { id, name }. Cancel it to stop the link to the portal.',
    'sztx-filter-change': 'The tab, filters or page changed; detail { tab, query }',
    ...COMMON_EVENTS,
  },
  parts: {
    list: 'The list of cards',
    company: 'One company card',
    member: 'One member card',
    pagination: 'The page buttons',
  },
};
