import type { Locator, Page } from '@playwright/test';
import { PARTNER_ORIGIN } from './data';
import { expect, test } from './fixtures';

/** A partner page with its own tiny hash router (`#/route`, it ignores what follows `?`). */
function partnerHtml(board: string, script: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Partner</title></head>
<body><nav><a id="to-about" href="#/about">About</a></nav><p id="route"></p><main>${board}</main>
<script>
  const show = () => {
    document.getElementById('route').textContent =
      'route ' + (location.hash.slice(1).split('?')[0] || '/');
  };
  addEventListener('hashchange', show);
  show();
  // the partner keeps the board's login requests to itself (no dialog in these tests)
  document.addEventListener('sztx-login-required', (e) => e.preventDefault());
</script>
<script type="module" src="${script}"></script></body></html>`;
}

/**
 * Serves the partner page, with a needs board of 3 a page (its `history` attribute when given),
 * at every path of PARTNER_ORIGIN, and opens it at `path`; the board.
 */
async function openPartner(
  page: Page,
  baseURL: string,
  history: 'hash' | 'query' | null,
  path: string,
): Promise<Locator> {
  const attribute = history ? ` history="${history}"` : '';
  const board = `<sztx-needs-board id="board"${attribute} page-size="3"></sztx-needs-board>`;
  const html = partnerHtml(board, `${baseURL}/embed/needs-board.js`);
  await page.route(`${PARTNER_ORIGIN}/**`, (route) =>
    route.fulfill({ contentType: 'text/html; charset=utf-8', body: html }),
  );
  await page.goto(`${PARTNER_ORIGIN}${path}`);
  return page.locator('#board');
}

const detail = (board: Locator) => board.locator('article[part="detail"]');
const needCards = (board: Locator) => board.locator('a[part="need-card"]');

/** Opens the first need card; its id and title. */
async function openFirstNeed(board: Locator): Promise<{ id: string; title: string }> {
  const card = needCards(board).first();
  const href = (await card.getAttribute('href')) ?? '';
  const id = /need-details\/(\w+)/.exec(href)?.[1] ?? '';
  const title = (await card.locator('h3').textContent()) ?? '';
  expect(id).not.toBe('');
  await card.click();
  await expect(detail(board).locator('h1')).toHaveText(title);
  return { id, title };
}

/** Path, query and hash of the page's URL. */
const here = (page: Page) => {
  const url = new URL(page.url());
  return url.pathname + url.search + url.hash;
};

test.describe('deep links on a partner page', () => {
  test('history="hash": a need opens in the URL, survives a reload, Back and Forward follow it', async ({
    page,
    baseURL,
  }) => {
    // a partner routing with the History API: its path and query are never touched
    const board = await openPartner(page, baseURL!, 'hash', '/shop/needs?ref=mail');
    await expect(needCards(board)).toHaveCount(3);
    expect(here(page)).toBe('/shop/needs?ref=mail');

    const { id, title } = await openFirstNeed(board);
    expect(here(page)).toBe(`/shop/needs?ref=mail#sztx-needs=need/${id}`);

    // a shared link (or a reload) opens the same need
    await page.reload();
    await expect(detail(board).locator('h1')).toHaveText(title);
    await expect(needCards(board)).toHaveCount(0);

    await page.goBack();
    await expect(needCards(board)).toHaveCount(3);
    await expect(detail(board)).toHaveCount(0);
    expect(here(page)).toBe('/shop/needs?ref=mail');

    await page.goForward();
    await expect(detail(board).locator('h1')).toHaveText(title);
    expect(here(page)).toBe(`/shop/needs?ref=mail#sztx-needs=need/${id}`);

    // the board's own back button is a step of its own; Back from there reopens the need
    await board.getByRole('button', { name: '← 返回需求列表' }).click();
    await expect(needCards(board)).toHaveCount(3);
    expect(here(page)).toBe('/shop/needs?ref=mail');
    await page.goBack();
    await expect(detail(board).locator('h1')).toHaveText(title);
  });

  test('the host keeps its own hash route; tabs replace the entry, items push one', async ({
    page,
    baseURL,
  }) => {
    const board = await openPartner(page, baseURL!, 'hash', '/app#/products/7');
    const route = page.locator('#route');
    await expect(needCards(board)).toHaveCount(3);
    await expect(route).toHaveText('route /products/7');
    const length = () => page.evaluate(() => history.length);
    const start = await length();

    // a tab switch replaces the current entry
    await board.getByRole('tab', { name: '+ 發布采購' }).click();
    expect(here(page)).toBe('/app#/products/7?sztx-needs=publish');
    expect(await length()).toBe(start);
    await board.getByRole('tab', { name: '需求列表' }).click();
    expect(here(page)).toBe('/app#/products/7');
    expect(await length()).toBe(start);

    // an item pushes one; the host's route stays what it was
    const { id, title } = await openFirstNeed(board);
    expect(here(page)).toBe(`/app#/products/7?sztx-needs=need/${id}`);
    expect(await length()).toBe(start + 1);
    await expect(route).toHaveText('route /products/7');

    await page.goBack();
    await expect(needCards(board)).toHaveCount(3);
    expect(here(page)).toBe('/app#/products/7');
    await expect(route).toHaveText('route /products/7');
    await page.goForward();
    await expect(detail(board).locator('h1')).toHaveText(title);
    await expect(route).toHaveText('route /products/7');

    // an investment item is a link of its own
    await board.getByRole('button', { name: '← 返回需求列表' }).click();
    const invest = board.locator('a[part="invest-card"]').first();
    const investId = /investInfo\/(\w+)/.exec((await invest.getAttribute('href')) ?? '')?.[1];
    await invest.click();
    expect(here(page)).toBe(`/app#/products/7?sztx-needs=invest/${investId}`);
    await page.reload();
    await expect(board.getByRole('button', { name: '← 返回需求列表' })).toBeVisible();
    await expect(needCards(board)).toHaveCount(0);

    // the host's router navigates: its route wins, the board goes back to its list
    await page.locator('#to-about').click();
    await expect(route).toHaveText('route /about');
    await expect(needCards(board)).toHaveCount(3);
    expect(here(page)).toBe('/app#/about');
  });

  test('history="query" keeps the view in the query string and leaves the hash alone', async ({
    page,
    baseURL,
  }) => {
    const board = await openPartner(page, baseURL!, 'query', '/app?ref=x#/products/7');
    const { id, title } = await openFirstNeed(board);
    expect(here(page)).toBe(`/app?ref=x&sztx-needs=need/${id}#/products/7`);
    await page.reload();
    await expect(detail(board).locator('h1')).toHaveText(title);
    await page.goBack();
    await expect(needCards(board)).toHaveCount(3);
    expect(here(page)).toBe('/app?ref=x#/products/7');
  });

  test('without the attribute the URL never changes', async ({ page, baseURL }) => {
    const board = await openPartner(page, baseURL!, null, '/app#/products/7');
    await expect(needCards(board)).toHaveCount(3);
    const start = await page.evaluate(() => history.length);
    await board.getByRole('tab', { name: '+ 發布采購' }).click();
    await board.getByRole('tab', { name: '需求列表' }).click();
    await openFirstNeed(board);
    await board.getByRole('button', { name: '← 返回需求列表' }).click();
    await expect(needCards(board)).toHaveCount(3);
    expect(here(page)).toBe('/app#/products/7');
    expect(await page.evaluate(() => history.length)).toBe(start);
  });
});
