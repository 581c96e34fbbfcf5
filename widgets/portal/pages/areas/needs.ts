import type { PageMap } from '../registry';

/** Pages of the business-needs board, investment and order information, my needs. */
export const NEEDS_PAGES: PageMap = {
  '/Invest': () => import('../../../needs-board/InvestPage'),
  '/Order': () => import('../../../needs-board/OrderPage'),
  '/investInfo/:id': () => import('../../../needs-board/InvestInfoPage'),
  '/need-details/:id': () => import('../../../needs-board/NeedDetailsPage'),
  '/my_need': () => import('../../../needs-board/MyNeedPage'),
};
