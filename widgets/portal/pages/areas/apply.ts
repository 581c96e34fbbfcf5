import type { PageMap } from '../registry';

/** Pages of the membership applications (issue 7), e.g. `'/x/:id': () => import('../../../x/XPage')`. */
export const APPLY_PAGES: PageMap = {};
