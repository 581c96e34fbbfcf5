import type { Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { expect, openPortal, test } from './fixtures';
import { portal } from './parts';

const companyCards = (page: Page) => portal(page).locator('.dir-card[part="company"]');
const memberCards = (page: Page) => portal(page).locator('.dir-card[part="member"]');
const districtSelect = (page: Page) => portal(page).getByRole('combobox', { name: '所在區域' });
const industrySelect = (page: Page) => portal(page).getByRole('combobox', { name: '所屬行業' });
const hashOf = (page: Page) => decodeURIComponent(new URL(page.url()).hash);

test.describe('directory: companies', () => {
  test('/member opens the member tab; the company tab pushes its route', async ({ page }) => {
    await openPortal(page, '#/member');
    await expect(page).toHaveURL(/#\/company_member_list\/1$/);
    await expect(memberCards(page)).toHaveCount(30);
    await portal(page).getByRole('tab', { name: '會員企業' }).click();
    await expect(page).toHaveURL(/#\/company_member_list\/0$/);
    await expect(companyCards(page)).toHaveCount(12);
    await page.goBack();
    await expect(page).toHaveURL(/#\/company_member_list\/1$/);
  });

  test('filters by district, industry and name, pages, and keeps it all on reload', async ({
    page,
  }) => {
    await openPortal(page, '#/company_member_list/0');
    await expect(companyCards(page)).toHaveCount(12);

    await districtSelect(page).selectOption({ label: '吳中區' });
    await expect.poll(() => hashOf(page)).toContain('area=吳中區');
    await expect(companyCards(page).first()).toContainText('吳中區');
    await expect(companyCards(page).filter({ hasNotText: '吳中區' })).toHaveCount(0);

    await industrySelect(page).selectOption({ label: '食品加工' });
    await expect.poll(() => hashOf(page)).toMatch(/field=4/);
    await expect(companyCards(page).first()).toContainText('食品加工');
    await expect(companyCards(page).filter({ hasNotText: '食品加工' })).toHaveCount(0);
    const count = portal(page).locator('.dir-count');
    await expect(count).toHaveText(/共 \d+ 家企業/);
    const filtered = Number((await count.textContent())?.match(/\d+/)?.[0]);
    expect(filtered).toBeGreaterThan(12);

    // the second page shows other companies; the page is in the URL
    const firstName = await companyCards(page).first().locator('.dir-name').textContent();
    await portal(page).getByRole('button', { name: '下一頁' }).click();
    await expect.poll(() => hashOf(page)).toContain('page=2');
    await expect(companyCards(page).first().locator('.dir-name')).not.toHaveText(firstName ?? '');
    await expect(companyCards(page).first()).toContainText('吳中區');

    // a change of district resets to page one
    await districtSelect(page).selectOption({ label: '相城區' });
    await expect.poll(() => hashOf(page)).not.toContain('page=');
    await expect(companyCards(page).first()).toContainText('相城區');

    await page.reload();
    await expect(districtSelect(page)).toHaveValue('2344');
    await expect(industrySelect(page)).toHaveValue('4');
    await expect(companyCards(page).first()).toContainText('相城區');

    const search = portal(page).getByRole('searchbox', { name: '搜尋企業名稱' });
    await districtSelect(page).selectOption({ label: '全部區域' });
    await industrySelect(page).selectOption({ label: '全部行業' });
    await search.fill('宏達');
    await search.press('Enter');
    await expect.poll(() => hashOf(page)).toContain('name=宏達');
    await expect(companyCards(page).first()).toContainText('宏達');
    await expect(companyCards(page).filter({ hasNotText: '宏達' })).toHaveCount(0);

    await search.fill('不存在的公司名稱');
    await search.press('Enter');
    await expect(portal(page).getByText('沒有符合條件的企業')).toBeVisible();
  });

  test('?area= in Simplified preselects the district; an unknown area clears the filter', async ({
    page,
  }) => {
    await openPortal(page, `#/company_member_list/0?area=${encodeURIComponent('张家港市')}`);
    await expect(districtSelect(page)).toHaveValue('2348');
    await expect(companyCards(page).first()).toContainText('張家港市');
    await expect(companyCards(page).filter({ hasNotText: '張家港市' })).toHaveCount(0);

    await openPortal(page, `#/company_member_list/0?area=${encodeURIComponent('火星區')}`);
    await expect(districtSelect(page)).toHaveValue('');
    await expect.poll(() => hashOf(page)).not.toContain('area=');
    await expect(companyCards(page)).toHaveCount(12);
    await expect(portal(page).locator('.dir-count')).toHaveText(/共 3011 家企業/);
  });

  test('a company page shows its info, expandable business info and each tab', async ({ page }) => {
    await openPortal(page, '#/company_member_list/0');
    await companyCards(page).first().getByRole('link').click();
    await expect(page).toHaveURL(/#\/company\/1$/);
    const main = portal(page);
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(
      '宏達電子科技（蘇州）有限公司',
    );
    const business = main.locator('#co-business-list .detail-row');
    await expect(business).toHaveCount(4);
    const toggle = main.getByRole('button', { name: '展開全部' });
    await toggle.click();
    await expect(main.getByRole('button', { name: '收起' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(await business.count()).toBeGreaterThan(4);
    await expect(main.locator('.co-more')).toContainText('變更前');

    const panel = main.locator('#co-panel');
    await expect(panel.locator('.co-product')).toHaveCount(5);
    await main.getByRole('tab', { name: '股東信息' }).click();
    await expect(panel.locator('tbody tr')).toHaveCount(2);
    await expect(panel).toContainText('陳建宏');
    await main.getByRole('tab', { name: '主要人員' }).click();
    await expect(panel.locator('.co-person')).toHaveCount(4);
    await main.getByRole('tab', { name: '變更記錄' }).click();
    await expect(panel.locator('.co-change').first()).toBeVisible();
    await main.getByRole('tab', { name: '企業產品' }).click();
    await panel.locator('.co-product a').first().click();
    await expect(page).toHaveURL(/#\/product_details\/\d+$/);
    await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(main.getByRole('link', { name: /宏達電子科技/ })).toBeVisible();
  });
});

test.describe('directory: members', () => {
  test('sub-area buttons, name search and pagination', async ({ page }) => {
    await openPortal(page, '#/company_member_list/1');
    const first = portal(page).getByRole('button', { name: '姑蘇片區' });
    await expect(first).toHaveAttribute('aria-pressed', 'true');
    await expect(memberCards(page)).toHaveCount(30);
    await expect(memberCards(page).first()).toContainText('陳建宏');

    await portal(page).getByRole('button', { name: '吳江片區' }).click();
    await expect.poll(() => hashOf(page)).toContain('ass_area=5');
    await expect(portal(page).getByRole('button', { name: '吳江片區' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(memberCards(page)).toHaveCount(30);
    const firstName = await memberCards(page).first().locator('.dir-name').textContent();
    await portal(page).getByRole('button', { name: '下一頁' }).click();
    await expect.poll(() => hashOf(page)).toContain('page=2');
    await expect(memberCards(page).first().locator('.dir-name')).not.toHaveText(firstName ?? '');
    // a change of sub-area resets the member page
    await portal(page).getByRole('button', { name: '太倉片區' }).click();
    await expect.poll(() => hashOf(page)).not.toContain('page=');
    await expect.poll(() => hashOf(page)).toContain('ass_area=9');

    await openPortal(page, '#/company_member_list/1?ass_area=1');
    const search = portal(page).getByRole('searchbox', { name: '搜尋會員姓名' });
    await search.fill('陳建宏');
    await search.press('Enter');
    await expect(memberCards(page)).toHaveCount(1);
    await memberCards(page).first().getByRole('link').click();
    await expect(page).toHaveURL(/#\/member_details\/1$/);
    await expect(portal(page).getByRole('heading', { level: 1 })).toHaveText('陳建宏');
    await expect(portal(page).getByText('13800138000')).toBeVisible();
    await expect(portal(page).getByText('手機已認證')).toBeVisible();
    await expect(portal(page).getByRole('link', { name: /宏達電子科技/ })).toBeVisible();
  });

  test('a private member’s contact details are absent from the API and the page', async ({
    page,
  }) => {
    const list = await page.request.get(
      '/api/v2/association/pc/SZTX/persons?start=0&limit=30&ass_area_id=2',
    );
    const body = (await list.json()) as { data: string };
    const members = (JSON.parse(body.data) as { data: Array<Record<string, unknown>> }).data;
    const secret = members.find((m) => m.isopen !== 0)!;
    expect(secret).toBeTruthy();
    expect(secret).not.toHaveProperty('member_phone');
    expect(secret).not.toHaveProperty('member_email');
    const detail = await page.request.get(`/api/v2/association/SZTX/persons/${secret.member_id}`);
    const details = ((await detail.json()) as { data: Record<string, unknown> }).data;
    expect(details).not.toHaveProperty('member_phone');
    expect(details).not.toHaveProperty('member_address');

    await openPortal(page, `#/member_details/${secret.member_id}`);
    await expect(portal(page).getByRole('heading', { level: 1 })).toHaveText(
      String(secret.really_name),
    );
    await expect(portal(page).getByText('該會員未公開聯絡方式')).toBeVisible();
    await expect(portal(page).getByText('聯絡電話')).toHaveCount(0);
    await expect(portal(page).locator('article')).not.toContainText('@example.com');
    await expect(portal(page).locator('article')).not.toContainText(/1360\d{7}/);
  });
});

test('member details in Simplified: the address converts, the phone and e-mail stay as written', async ({
  page,
}) => {
  await openPortal(page, '#/member_details/1');
  const details = portal(page).locator('article');
  await expect(details).toContainText('本市高新區珠江路88號台商大廈12樓');
  await portal(page).getByRole('button', { name: '切換為簡體中文' }).click();
  await expect(details).toContainText('本市高新区珠江路88号台商大厦12楼');
  await expect(details).toContainText('@example');
});

test.describe('directory: accessibility', () => {
  test('directory, company and member pages', async ({ page }) => {
    await openPortal(page, '#/company_member_list/0');
    await expect(companyCards(page)).toHaveCount(12);
    expect(await seriousViolations(page)).toEqual([]);
    await openPortal(page, '#/company_member_list/1');
    await expect(memberCards(page)).toHaveCount(30);
    expect(await seriousViolations(page)).toEqual([]);
    await openPortal(page, '#/company/1');
    await expect(portal(page).locator('.co-product')).toHaveCount(5);
    expect(await seriousViolations(page)).toEqual([]);
    await openPortal(page, '#/member_details/1');
    await expect(portal(page).getByText('手機已認證')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe('<sztx-directory> element', () => {
  test('embeds on a page with an initial tab and district, and filters inside the element', async ({
    page,
  }) => {
    await page.route('**/directory-host.html', (route) =>
      route.fulfill({
        contentType: 'text/html; charset=utf-8',
        body: `<!doctype html><html lang="zh-Hant"><head><meta charset="utf-8"><title>host</title>
          <script type="module" src="/embed/directory.js"></script></head>
          <body><main><sztx-directory tab="0" area="吴中区"></sztx-directory></main></body></html>`,
      }),
    );
    await page.goto('/directory-host.html');
    const el = page.locator('sztx-directory');
    await expect(el.getByRole('combobox', { name: '所在區域' })).toHaveValue('2343');
    const cards = el.locator('.dir-card[part="company"]');
    await expect(cards).toHaveCount(12);
    await expect(cards.filter({ hasNotText: '吳中區' })).toHaveCount(0);
    await el.getByRole('tab', { name: '協會會員' }).click();
    await expect(el.locator('.dir-card[part="member"]')).toHaveCount(30);
    expect(new URL(page.url()).hash).toBe('');
    // the cards link to the portal
    await expect(el.locator('.dir-card[part="member"] a').first()).toHaveAttribute(
      'href',
      /#\/member_details\/\d+$/,
    );
  });
});
