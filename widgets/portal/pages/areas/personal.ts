import type { PageMap } from '../registry';

/** Pages of the personal centre (issue 8), e.g. `'/x/:id': () => import('../../../x/XPage')`. */
export const PERSONAL_PAGES: PageMap = {};
