// Every detail route opened with an id that does not exist (a deleted record, a mistyped or
// stale link) says so and offers the way back to its list: never 重試 (retry), which cannot
// help. The walk is every route with a record parameter (core/router/routes.ts), and a lesson
// that does not exist in a course that does.
import { ROUTES } from '../../core/router/routes';
import { DEMO } from '../support/accounts';
import { expect, goRoute, loginByApi, test } from './fixtures';
import { portal } from './parts';

/** Routes whose parameter picks a tab of a list, not a record. */
const TABS = new Set(['/information/:active', '/policy/:active', '/company_member_list/:active']);
const NONE = '987654';

const MISSING = [
  ...ROUTES.filter((route) => route.includes(':') && !TABS.has(route)).map((route) =>
    route.replace(/:[a-z_]+/g, NONE),
  ),
  `/my_message_details?id=${NONE}`,
  `/course_details/2/${NONE}`,
];

test('every detail route with an id that does not exist: not found, and the way back', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await loginByApi(page, DEMO);
  for (const path of MISSING) {
    // one page walks them: goRoute waits until main holds this route's page
    await goRoute(page, path);
    const main = portal(page).locator('main');
    const missing = main.locator('[part="missing"]');
    await expect(missing, path).toBeVisible();
    await expect(missing, path).toContainText('找不到這項內容');
    await expect(main.getByRole('button', { name: '重試' }), path).toHaveCount(0);
    const back = missing.getByRole('link', { name: /^返回(列表|首頁)$/ });
    await expect(back, path).toBeVisible();
    await back.click();
    await expect(page, path).not.toHaveURL(new RegExp(`${NONE}`));
    await expect(main.locator('[part="missing"]'), path).toHaveCount(0);
  }
});
