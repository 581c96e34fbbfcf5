import { PERSONAL_ROUTES, type RoutePattern } from '../../core/router/routes';
import { DEMO } from '../support/accounts';
import { DESKTOP_ONLY, expect, goRoute, loginByApi, resize, test } from './fixtures';
import { portal } from './parts';
import { samplePath } from './routes';

// Every route, in the desktop menu bar (1280 px) and the phone drawer (375 px): the one entry
// the page belongs to is marked, and only it (the personal area belongs to the drawer's
// 個人中心, which the bar does not have; 我的收藏 is its own entry in the drawer). One page walks
// every route (goRoute) at each width; the drawer is closed again before the next route.
test('every route marks its entry in the bar and in the drawer', DESKTOP_ONLY, async ({ page }) => {
  test.setTimeout(120_000);
  await loginByApi(page, DEMO);
  const personal = (route: string) => (route === '/my_collection' ? '我的收藏' : '個人中心');
  const expected: Record<Exclude<RoutePattern, '/login'>, string | null> = {
    '/': '首頁',
    '/index': '首頁',
    '/home': '首頁',
    '/information/:active': '資訊動態',
    '/magazine': '電子期刊',
    '/policy/:active': '特色服務',
    '/company_member_list/:active': '企業會員',
    '/company/:id': '企業會員',
    '/product_details/:id': '企業會員',
    '/member_details/:member_id': '企業會員',
    '/article/:id': '資訊動態',
    '/article-explain/:id': '政策文件',
    '/file/:id': '政策文件',
    '/course/:id': '課程教室',
    '/course_details/:course_id/:kpiont_id': '課程教室',
    '/search': null,
    '/guide': '辦事指南',
    '/fee': '繳費',
    '/Invest': '採購需求',
    '/Order': '採購需求',
    '/investInfo/:id': '採購需求',
    '/need-details/:id': '採購需求',
    '/apply': null,
    '/apply-person': null,
    '/apply-company': null,
    '/introduce': '關於協會',
    '/infoDetails/:id': '關於協會',
    '/regulations': '關於協會',
    '/organization': '關於協會',
    '/fraternity': '關於協會',
    '/secretariat': '關於協會',
    '/committee': '關於協會',
    '/person_center': null,
    '/my_company': null,
    '/my_message': null,
    '/my_message_details': null,
    '/my_collection': null,
    '/my_need': null,
    '/my_rights': null,
    '/my_activity': null,
    '/my_questionnaire': null,
    '/my_fee': null,
    '/privacy': null,
    '/user_agreement': null,
  };
  const bar = portal(page).getByRole('navigation', { name: '主選單' });
  const drawer = portal(page).getByRole('dialog', { name: '選單' });
  const markedIn = (menu: typeof bar) =>
    menu.locator('li > a[aria-current]:not(.menu-sub a)').allTextContents();
  const walk = Object.entries(expected).map(([route, entry]) => ({
    route,
    entry,
    path: samplePath(route as RoutePattern),
  }));
  // every route at 1280 px, then every route at 375 px: one layout switch, not one per route
  for (const { path, entry } of walk) {
    await goRoute(page, path);
    await expect
      .poll(() => markedIn(bar), { message: `${path} in the bar` })
      .toEqual(entry ? [entry] : []);
  }
  await resize(page, { width: 375, height: 800 });
  for (const { route, path, entry } of walk) {
    await goRoute(page, path);
    await portal(page).getByRole('button', { name: '選單', exact: true }).click();
    const inDrawer =
      PERSONAL_ROUTES.has(route) || route === '/my_message_details' ? personal(route) : entry;
    await expect
      .poll(() => markedIn(drawer), { message: `${path} in the drawer` })
      .toEqual(inDrawer ? [inDrawer] : []);
    await page.keyboard.press('Escape');
    await expect(drawer, `${path}: the drawer closes`).toBeHidden();
  }
});
