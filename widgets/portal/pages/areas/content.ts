import type { PageMap } from '../registry';

const home = () => import('../../../content/pages/HomePage');

/** Pages of the public content: home, news, policy, courses, magazine, search, guide, about (issue 4). */
export const CONTENT_PAGES: PageMap = {
  '/': home,
  '/index': home,
  '/home': home,
  '/information/:active': () => import('../../../content/pages/InformationPage'),
  '/magazine': () => import('../../../content/pages/MagazinePage'),
  '/policy/:active': () => import('../../../content/pages/PolicyPage'),
};
