import type { PageMap } from '../registry';

/** Pages of the public content: home, news, policy, courses, magazine, search, guide, about (issue 4), e.g. `'/x/:id': () => import('../../../x/XPage')`. */
export const CONTENT_PAGES: PageMap = {};
