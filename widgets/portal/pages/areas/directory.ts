import type { PageMap } from '../registry';

/** Pages of the directory: companies, members, products (issue 6), e.g. `'/x/:id': () => import('../../../x/XPage')`. */
export const DIRECTORY_PAGES: PageMap = {};
