import type { PageMap } from '../registry';

/** Pages of the business-needs board, investment and order information, my needs (issue 3), e.g. `'/x/:id': () => import('../../../x/XPage')`. */
export const NEEDS_PAGES: PageMap = {};
