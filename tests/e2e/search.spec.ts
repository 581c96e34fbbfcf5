// A search box finds every kind of thing its placeholder promises: the header's 搜尋資訊、政策
// finds news (資訊) and policy files (政策), each shown under its kind's heading, in both
// scripts; the search page's own box and the home page's 政策查詢 find the same.
import type { Locator, Page } from '@playwright/test';
import { expect, openPortal, test } from './fixtures';
import { portal } from './parts';

/** Each kind a box may promise: a seeded term and what it finds, under which heading. */
const KINDS: Record<string, { term: string; group: string; found: string }> = {
  資訊: { term: '會員大會', group: '資訊', found: '協會召開2025年度會員大會暨理監事會議' },
  政策: { term: '稅收', group: '政策文件', found: '台資企業享受小微企業普惠性稅收減免政策指引' },
};

/** The kinds a placeholder promises: `搜尋資訊、政策` → 資訊, 政策. */
const promised = (placeholder: string) => placeholder.replace(/^搜尋/, '').split('、');

/** The search page's group of a kind (its heading, then its rows). */
const group = (page: Page, heading: string) =>
  portal(page)
    .locator('main section')
    .filter({ has: page.getByRole('heading', { name: new RegExp(`^${heading}（\\d+）$`) }) });

/** Opens the header's search box (a button until pressed, at desktop width). */
async function headerBox(page: Page, name = '搜尋'): Promise<Locator> {
  const header = portal(page).locator('header');
  await header.getByRole('button', { name, exact: true }).click();
  return header.getByRole('searchbox');
}

test('the header search finds every kind its placeholder names', async ({ page }) => {
  await openPortal(page, '#/');
  const box = await headerBox(page);
  const kinds = promised((await box.getAttribute('placeholder')) ?? '');
  expect(kinds).toEqual(['資訊', '政策']);
  for (const kind of kinds) {
    const { term, group: heading, found } = KINDS[kind]!;
    const input = page.url().includes('/search') ? await headerBox(page) : box;
    await input.fill(term);
    await input.press('Enter');
    await expect(group(page, heading).getByRole('link', { name: found })).toBeVisible();
  }
});

test('稅收 finds its policy file from every box that promises policies, in both scripts', async ({
  page,
}) => {
  const file = KINDS.政策!.found;
  // the home page's 政策查詢
  await openPortal(page, '#/');
  const home = portal(page).locator('main').getByRole('searchbox', { name: '搜尋政策文件' });
  await home.fill('稅收');
  await home.press('Enter');
  await expect(portal(page).locator('main').getByRole('link', { name: file })).toBeVisible();
  // the search page's own box: news and files, each labelled
  await openPortal(page, '#/search');
  const own = portal(page).locator('main').getByRole('searchbox');
  await own.fill('稅收');
  await own.press('Enter');
  await expect(group(page, '政策文件').getByRole('link', { name: file })).toBeVisible();
  await expect(group(page, '資訊')).toBeVisible();
  // Simplified: the term typed in Simplified finds the Traditional file, shown in Simplified
  await portal(page).getByRole('button', { name: '切換為簡體中文' }).click();
  const box = await headerBox(page, '搜寻');
  await box.fill('税收');
  await box.press('Enter');
  await expect(
    group(page, '政策文件').getByRole('link', {
      name: '台资企业享受小微企业普惠性税收减免政策指引',
    }),
  ).toBeVisible();
});
