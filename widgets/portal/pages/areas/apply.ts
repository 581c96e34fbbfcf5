import type { PageMap } from '../registry';

/** Pages of the membership applications. */
export const APPLY_PAGES: PageMap = {
  '/apply': () => import('../../../apply/ApplyChoicePage'),
  '/apply-person': () => import('../../../apply/ApplyPersonPage'),
  '/apply-company': () => import('../../../apply/ApplyCompanyPage'),
};
