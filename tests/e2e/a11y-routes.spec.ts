// axe on every route of core/router/routes.ts, desktop and mobile: public routes logged out,
// personal routes logged in (the seeded SZTX member); and on every widget of the manifest on
// its own. No serious or critical violation.
import { ROUTES, type RoutePattern } from '../../core/router/routes';
import { DEMO } from '../support/accounts';
import { seriousViolations } from './axe';
import { WIDGET_TAGS } from './data';
import { DESKTOP_ONLY, expect, loginByApi, openPortal, test } from './fixtures';
import { portal } from './parts';

/**
 * A concrete path for each route pattern with parameters (seeded ids; the others are their own
 * path); `login` for the personal area; `ready`, an element of the page's own content that must
 * show before axe runs.
 */
const SAMPLES: Record<RoutePattern, { path?: string; login?: true; ready?: string }> = {
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

test('every route has a sample', DESKTOP_ONLY, () => {
  expect(Object.keys(SAMPLES).sort()).toEqual([...ROUTES].sort());
});

for (const route of ROUTES) {
  const sample = SAMPLES[route];
  const path = sample.path ?? route;
  test(`axe ${path}${sample.login ? ' (logged in)' : ''}`, async ({ page }) => {
    if (sample.login) await loginByApi(page, DEMO);
    await openPortal(page, `#${path}`);
    const main = portal(page).locator('main');
    // loaded: content in the main area and no skeleton left
    await expect
      .poll(() =>
        main.evaluate((el) =>
          el.querySelector('.skeleton') ? '' : (el.textContent ?? '').trim().slice(0, 40),
        ),
      )
      .not.toBe('');
    if (sample.ready) await expect(main.locator(sample.ready).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page)).toEqual([]);
  });
}

for (const tag of WIDGET_TAGS) {
  test(`axe <${tag}> on its own on a partner page`, async ({ page }) => {
    await page.goto(`/partner/one.html?tag=${tag}`);
    const element = page.locator(tag);
    await expect
      .poll(() =>
        element.evaluate((el) => {
          const root = el.shadowRoot?.querySelector('.sztx-root');
          if (!root || root.querySelector('.skeleton')) return '';
          return (root.textContent ?? '').trim().slice(0, 40);
        }),
      )
      .not.toBe('');
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page, [[tag]])).toEqual([]);
  });
}
