import type { PageMap } from '../registry';

const home = () => import('../../../content/pages/HomePage');
const about = () => import('../../../content/pages/AboutPage');

/** Pages of the public content: home, news, policy, courses, magazine, search, guide, about. */
export const CONTENT_PAGES: PageMap = {
  '/': home,
  '/index': home,
  '/home': home,
  '/information/:active': () => import('../../../content/pages/InformationPage'),
  '/magazine': () => import('../../../content/pages/MagazinePage'),
  '/policy/:active': () => import('../../../content/pages/PolicyPage'),
  '/article/:id': () => import('../../../content/pages/ArticlePage'),
  '/file/:id': () => import('../../../content/pages/FilePage'),
  '/article-explain/:id': () => import('../../../content/pages/ExplainPage'),
  '/course/:id': () => import('../../../content/pages/CoursePage'),
  '/course_details/:course_id/:kpiont_id': () => import('../../../content/pages/LessonPage'),
  '/search': () => import('../../../content/pages/SearchPage'),
  '/guide': () => import('../../../content/pages/GuidePage'),
  '/fee': () => import('../../../content/pages/FeePage'),
  '/introduce': about,
  '/infoDetails/:id': about,
  '/regulations': about,
  '/organization': about,
  '/fraternity': about,
  '/secretariat': about,
  '/committee': about,
};
