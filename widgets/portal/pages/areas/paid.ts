import type { PageMap } from '../registry';

/** Pages of the paid content and payment (issue 5), e.g. `'/x/:id': () => import('../../../x/XPage')`. */
export const PAID_PAGES: PageMap = {};
