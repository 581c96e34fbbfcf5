// Every list of the portal keeps the reader's place (its page, tab, filter or the rows loaded)
// in the address: after opening an item, Back shows the same place, and so do a reload and the
// link itself. Every route of core/router/routes.ts is either a list walked here or named below
// with the reason it has no place to keep.
import type { Locator, Page } from '@playwright/test';
import { ROUTES, type RoutePattern } from '../../core/router/routes';
import { DEMO } from '../support/accounts';
import { expect, goRoute, loginByApi, test } from './fixtures';
import { needCards, openPartnerNeeds, portal } from './parts';

/** A list and a move to another place in it. */
interface ListCase {
  /** Where the list opens. */
  path: string;
  /** The place it is moved to, for the test's name. */
  place: string;
  login?: true;
  /** The list's item links (their texts tell which rows are shown). */
  items: (main: Locator) => Locator;
  /** Moves the list to another page, tab or filter, or loads more. */
  move: (main: Locator) => Promise<void>;
  /** Leaves the list (default: opens its first item). */
  leave?: (main: Locator, page: Page) => Promise<void>;
}

const tiles = (main: Locator) => main.locator('a.ct-tile');
const fileRows = (main: Locator) => main.locator('.ct-list a');
const pageButton = (n: number) => (main: Locator) =>
  main.getByRole('button', { name: `第 ${n} 頁`, exact: true }).click();
const chip = (name: string) => (main: Locator) =>
  main.getByRole('button', { name, exact: true }).click();

/** The lists of each list route (a route of several lists has a case for each kind of place). */
const LISTS: Partial<Record<RoutePattern, ListCase[]>> = {
  '/information/:active': [
    { path: '/information/0', place: 'page 3', items: tiles, move: pageButton(3) },
    {
      path: '/information/0',
      place: 'the stories tab',
      items: tiles,
      move: (main) => main.getByRole('tab', { name: '名家說商' }).click(),
    },
  ],
  '/policy/:active': [
    { path: '/policy/2', place: 'page 2', items: tiles, move: pageButton(2) },
    { path: '/policy/2', place: 'a service type', items: tiles, move: chip('財稅諮詢') },
    { path: '/policy/3', place: 'a file type', items: fileRows, move: chip('稅收優惠') },
    {
      path: '/policy/0',
      place: 'a keyword',
      items: fileRows,
      move: async (main) => {
        await main.getByLabel('關鍵字').fill('會費');
        await main.getByLabel('關鍵字').press('Enter');
      },
    },
  ],
  '/company_member_list/:active': [
    {
      path: '/company_member_list/0',
      place: 'page 2',
      items: (main) => main.locator('.dir-card a'),
      move: pageButton(2),
    },
  ],
  '/search': [
    {
      path: '/search?keyword=協會',
      place: 'page 2 of the news found',
      items: tiles,
      move: pageButton(2),
    },
  ],
  '/Invest': [
    {
      path: '/Invest',
      place: 'more needs',
      items: (main) => main.locator('a[part="need-card"]'),
      move: (main) => main.getByRole('button', { name: '查看更多' }).click(),
    },
    {
      path: '/Invest',
      place: 'the publish tab',
      login: true,
      items: (main) => main.locator('[role="tab"][id^="nb-tab-"][aria-selected="true"]'),
      move: (main) => main.getByRole('tab', { name: '+ 發布采購' }).click(),
      // no item opens from the form: the member goes to another page, then comes Back
      leave: (_main, page) =>
        page.evaluate(() => {
          location.hash = '#/Order';
        }),
    },
  ],
  '/my_collection': [
    {
      path: '/my_collection',
      place: 'more favourites',
      login: true,
      items: (main) => main.locator('a.pc-item-link'),
      move: (main) => main.getByRole('button', { name: '載入更多' }).click(),
    },
  ],
};

/** Routes with no place to keep, and why. */
const NO_PLACE: Partial<Record<RoutePattern, string>> = {
  '/magazine': 'one whole list (no pages or filters); an issue opens its file in a new tab',
  '/Order': 'one whole list (one answer), no pages or filters',
  '/my_message': 'one whole list (one answer), no pages or filters',
  '/my_need':
    'the seeded member has fewer needs than a page; it keeps `shown` as the board and the favourites do (widgets/ui/shown.ts)',
  '/course/:id': 'a course and its lessons, whole',
};

/** Routes that are no list: a record (every route with an id), a page or a form. */
const NOT_LISTS: RoutePattern[] = ROUTES.filter((route) => route.includes('/:')).filter(
  (route) => !LISTS[route] && !NO_PLACE[route],
);
NOT_LISTS.push(
  ...(`/ /index /home /login /guide /fee /apply /apply-person /apply-company /introduce
    /regulations /organization /fraternity /secretariat /committee /person_center /my_company
    /my_message_details /my_rights /my_activity /my_questionnaire /my_fee /privacy
    /user_agreement`.split(/\s+/) as RoutePattern[]),
);

test('every route is a list walked here, one with no place to keep, or no list', () => {
  const named = [...Object.keys(LISTS), ...Object.keys(NO_PLACE), ...NOT_LISTS].sort();
  expect(named).toEqual([...ROUTES].sort());
});

const hash = (page: Page) => page.evaluate(() => decodeURIComponent(location.hash));
/** Which rows are shown: their links (a view count in a text changes as an item is read). */
const texts = (items: Locator) =>
  items.evaluateAll((els) => els.map((el) => el.getAttribute('href') ?? el.textContent));

const CASES = Object.entries(LISTS).flatMap(([route, cases]) =>
  cases!.map((list) => ({ route, ...list })),
);

// One page per login state walks its lists (goRoute: main holds the list's route, loaded); each
// list is a step named after it.
for (const login of [false, true]) {
  test(`every list keeps its place on Back and on a reload (${login ? 'logged in' : 'logged out'})`, async ({
    page,
  }) => {
    const walk = CASES.filter((list) => Boolean(list.login) === login);
    test.setTimeout(10_000 * walk.length);
    if (login) await loginByApi(page, DEMO);
    for (const list of walk)
      await test.step(`${list.route}: ${list.place} is kept on Back and on a reload`, async () => {
        await goRoute(page, list.path);
        const main = portal(page).locator('main');
        const items = list.items(main);
        await expect(items.first()).toBeVisible();
        const first = await texts(items);
        const start = await hash(page);

        await list.move(main);
        // the moved list's rows, not the empty moment between two lists (a fresh run read [])
        await expect
          .poll(async () => {
            const now = await texts(items);
            return now.length > 0 && JSON.stringify(now) !== JSON.stringify(first);
          })
          .toBe(true);
        await expect.poll(() => hash(page)).not.toBe(start);
        await expect(main.locator('[aria-busy="true"]')).toHaveCount(0);
        const place = await hash(page);
        const shown = await texts(items);

        if (list.leave) await list.leave(main, page);
        else await items.first().click();
        await expect.poll(() => hash(page)).not.toBe(place);
        await expect(main.locator('h1').first()).toBeAttached();

        await page.goBack();
        await expect.poll(() => hash(page)).toBe(place);
        await expect.poll(() => texts(items)).toEqual(shown);

        await page.reload();
        await expect.poll(() => hash(page)).toBe(place);
        await expect.poll(() => texts(items)).toEqual(shown);
      });
  });
}

test('a list on a partner page keeps to itself: loading more leaves the URL and history alone', async ({
  page,
  partnerUrl,
}) => {
  const board = await openPartnerNeeds(page, partnerUrl);
  const cards = needCards(board);
  const [url, length] = [page.url(), await page.evaluate(() => history.length)];
  await board.getByRole('button', { name: '查看更多' }).click();
  await expect(cards).toHaveCount(8);
  expect(page.url()).toBe(url);
  expect(await page.evaluate(() => history.length)).toBe(length);
});
