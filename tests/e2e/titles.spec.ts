// The browser tab's title of every route of core/router/routes.ts (tests/e2e/routes.ts has a
// sample of each): distinct, never the bare site name, holding the page's heading (a detail
// page's article, company or need) and the selected route tab; in Simplified when chosen.
// Only the portal sets it: a widget on a partner's page leaves the partner's title alone.
import type { Page } from '@playwright/test';
import { ROUTES, type RoutePattern } from '../../core/router/routes';
import { DEMO } from '../support/accounts';
import { expect, goRoute, loginByApi, openPortal, test } from './fixtures';
import { portal } from './parts';
import { SAMPLES, samplePath } from './routes';

const SITE = '台商協會';

/** Routes showing another route's page (the same title). */
const SAME_PAGE: Partial<Record<RoutePattern, RoutePattern>> = { '/index': '/', '/home': '/' };

/** Paths other than the shared sample's (`/infoDetails/1` is the introduction itself). */
const PATHS: Partial<Record<RoutePattern, string>> = { '/infoDetails/:id': '/infoDetails/8' };
const pathOf = (route: RoutePattern) => PATHS[route] ?? samplePath(route);

/** Route tabs beyond each route's sample: every tab is a page of its own. */
const TABS = ['/information/0', '/policy/0', '/policy/1', '/policy/3', '/company_member_list/1'];

/** The page's main heading once it has loaded ('' while a skeleton or no heading shows). */
const heading = (page: Page): Promise<string> =>
  portal(page)
    .locator('main')
    .evaluate((main) =>
      main.querySelector('.skeleton')
        ? ''
        : (main.querySelector('h1')?.textContent ?? '').replace(/\s+/g, ' ').trim(),
    );

/**
 * The title of `path` once its page has loaded: another than the last page's, holding the
 * page's heading and the site's name, never the name alone; `[path, title]`.
 */
async function titleOf(page: Page, path: string, site = SITE): Promise<[string, string]> {
  const previous = await page.title();
  await goRoute(page, path);
  await expect
    .poll(
      async () => {
        const [text, title] = [await heading(page), await page.title()];
        return (
          text !== '' &&
          title !== previous &&
          title !== site &&
          title.includes(text) &&
          title.includes(site)
        );
      },
      { message: path },
    )
    .toBe(true);
  return [path, await page.title()];
}

test('every route has its own title, holding its heading and route tab', async ({ page }) => {
  test.setTimeout(120_000);
  const titles = new Map<string, string>();
  const publicRoutes = ROUTES.filter((route) => !SAMPLES[route].login);
  // from a page outside the walk (each step waits for a title other than the last one)
  await openPortal(page, '#/no-such-page');
  for (const route of publicRoutes) {
    if (SAME_PAGE[route]) continue;
    const [path, title] = await titleOf(page, pathOf(route));
    titles.set(path, title);
  }
  for (const path of TABS) {
    const [, title] = await titleOf(page, path);
    titles.set(path, title);
  }
  // a detail page's title holds its record's heading (an article, a company, a need)
  expect(titles.get('/company/1')).toMatch(/.+ - 台商協會$/);
  expect(titles.get('/information/0')).toBe('協會動態 - 資訊動態 - 台商協會');
  expect(titles.get('/information/3')).toBe('名家說商 - 資訊動態 - 台商協會');
  for (const [route, same] of Object.entries(SAME_PAGE)) {
    await goRoute(page, route);
    await expect.poll(() => heading(page)).not.toBe('');
    await expect(page).toHaveTitle(titles.get(same)!);
  }

  await loginByApi(page, DEMO);
  // a new document: the login's script runs before the portal's
  await page.reload();
  await openPortal(page, '#/person_center');
  await expect(portal(page).locator('main').getByLabel('姓名')).toHaveValue('陳建宏');
  for (const route of ROUTES.filter((r) => SAMPLES[r].login)) {
    const [path, title] = await titleOf(page, pathOf(route));
    titles.set(path, title);
  }
  // distinct: no two pages share a title
  const seen = new Map<string, string>();
  for (const [path, title] of titles) {
    expect(seen.get(title), `${path} and ${seen.get(title)} share "${title}"`).toBeUndefined();
    seen.set(title, path);
  }
});

test('titles follow the chosen script', async ({ page }) => {
  await openPortal(page, '#/information/0');
  await expect(page).toHaveTitle('協會動態 - 資訊動態 - 台商協會');
  await portal(page).getByRole('button', { name: '切換為簡體中文' }).click();
  await expect(page).toHaveTitle('协会动态 - 资讯动态 - 台商协会');
  for (const path of ['/company/1', '/need-details/3', '/policy/3', '/search?keyword=稅收']) {
    const [, title] = await titleOf(page, path, '台商协会');
    expect(title).toMatch(/ - 台商协会$/);
  }
});

test('a widget on a partner page leaves the partner its title', async ({ page, partnerUrl }) => {
  await page.goto(`${partnerUrl}/partner/needs.html`);
  const board = page.locator('#board');
  const card = board.locator('a[part="need-card"]').first();
  await card.click();
  await expect(board.locator('article[part="detail"] h1')).not.toHaveText('');
  await expect(page).toHaveTitle('合作夥伴網站示例 · 嵌入商機需求看板');
});
