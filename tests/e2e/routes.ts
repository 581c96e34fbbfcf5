import type { RoutePattern } from '../../core/router/routes';

/**
 * A concrete path for each route pattern with parameters (seeded ids; the others are their own
 * path, see `samplePath`); `login` for the personal area; `ready`, an element of the page's own
 * content that must show before axe runs.
 */
export const SAMPLES: Record<RoutePattern, { path?: string; login?: true; ready?: string }> = {
  '/': { ready: '.hm-lead' },
  '/index': {},
  '/home': {},
  '/login': {},
  '/information/:active': { path: '/information/3' },
  '/magazine': { ready: '.mg-item' },
  '/policy/:active': { path: '/policy/2', ready: '.ct-tile' },
  '/company_member_list/:active': { path: '/company_member_list/0' },
  '/company/:id': { path: '/company/1' },
  '/product_details/:id': { path: '/product_details/1' },
  '/member_details/:member_id': { path: '/member_details/1', login: true },
  '/article/:id': { path: '/article/1' },
  '/article-explain/:id': { path: '/article-explain/1' },
  '/file/:id': { path: '/file/1', ready: '.rich' },
  '/course/:id': { path: '/course/2' },
  '/course_details/:course_id/:kpiont_id': { path: '/course_details/2/5', ready: '.rd-lesson' },
  '/search': { path: '/search?keyword=政策' },
  '/guide': { ready: '.gd-item' },
  '/fee': { ready: '.fee-card' },
  '/Invest': {},
  '/Order': {},
  '/investInfo/:id': { path: '/investInfo/1' },
  '/need-details/:id': { path: '/need-details/3' },
  '/apply': { login: true },
  '/apply-person': { login: true },
  '/apply-company': { login: true },
  '/introduce': { ready: '.rich' },
  '/infoDetails/:id': { path: '/infoDetails/1' },
  '/regulations': {},
  '/organization': {},
  '/fraternity': {},
  '/secretariat': {},
  '/committee': {},
  '/person_center': { login: true },
  '/my_company': { login: true },
  '/my_message': { login: true },
  '/my_message_details': { path: '/my_message_details?id=1', login: true },
  '/my_collection': { login: true },
  '/my_need': { login: true },
  '/my_rights': { login: true },
  '/my_activity': { login: true },
  '/my_questionnaire': { login: true },
  '/my_fee': { login: true },
  '/privacy': { login: true },
  '/user_agreement': { login: true },
};

/** The path a route is opened at: its sample's, or the route itself (no parameters). */
export const samplePath = (route: RoutePattern): string => SAMPLES[route].path ?? route;
