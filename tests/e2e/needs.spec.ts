import type { Locator, Page } from '@playwright/test';
import { DEMO, GUEST } from '../support/accounts';
import { seriousViolations as serious } from './axe';
import { PNG } from './data';
import { expect, isMobile, loginByApi, MOBILE, openPortal, test } from './fixtures';
import {
  needCards as cards,
  loginDialog,
  myNeed,
  openPartnerNeeds,
  portal,
  toast,
  uploadOneImage,
} from './parts';

const PARAM_NAMES = {
  0: ['採購量', '採購需求', '交貨需求', '其他', '聯繫電話'],
  1: ['訴求', '價格', '面積', '類型', '有無商業糾紛', '亮點', '其他', '聯繫電話'],
} as const;

/** Publishes a need through the API with these parameter values; its id. */
async function publishByApi(
  page: Page,
  token: string,
  type: 0 | 1,
  title: string,
  values: string[],
  endTime = Date.now() + 30 * 86_400_000,
): Promise<string> {
  const answer = await page.request.post('/api/v2/demand/addDemand', {
    headers: { Authorization: `Bearer ${token}` },
    form: {
      demand_type: String(type),
      title,
      addr: type === 1 ? '福田區福華路 88 號' : '',
      main_image: '/files/seed/need-2-1.svg',
      end_time: String(endTime),
      param: JSON.stringify(PARAM_NAMES[type].map((name, i) => ({ name, value: values[i] }))),
    },
  });
  const body = (await answer.json()) as { code: string; data: number };
  expect(body.code).toBe('200');
  return String(body.data);
}

/** The stored parameter values and deadline of a need, read back from the server. */
async function storedNeed(page: Page, token: string, id: string) {
  const answer = await page.request.get(`/api/v2/demand/detail/${id}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const body = (await answer.json()) as {
    data: { param: string; title: string; addr: string; main_image: string; end_time: unknown };
  };
  const values = (JSON.parse(body.data.param) as { value: string }[]).map((p) => p.value);
  return { ...body.data, values };
}

async function publishPurchase(scope: Locator, page: Page, title: string) {
  await scope.getByRole('tab', { name: '+ 發布采購' }).click();
  const form = scope.locator('form[part="form"]');
  await expect(form).toBeVisible();
  // required fields are checked before anything is sent
  await form.getByRole('button', { name: '發佈' }).click();
  await expect(form.getByText('請輸入標題')).toBeVisible();
  await expect(form.getByText('請上傳至少 1 張圖片')).toBeVisible();
  await form.getByLabel('標題').fill(title);
  await form.getByLabel('截止日期').fill('2030-12-31');
  await expect(form.getByText('2030 年 12 月 31 日')).toBeVisible();
  await form.locator('input[type="file"]').setInputFiles([
    { name: 'one.png', mimeType: 'image/png', buffer: PNG },
    { name: 'two.png', mimeType: 'image/png', buffer: PNG },
  ]);
  await expect(form.locator('li[data-state="done"] img')).toHaveCount(2, { timeout: 15_000 });
  await expect(form.locator('li[data-state="done"] img').first()).toHaveAttribute(
    'src',
    /\/files\/uploads\/u\/\d+\/avatar_[a-z0-9]+\.png$/,
  );
  // reorder from the keyboard
  const first = await form.locator('li[data-state="done"] img').first().getAttribute('src');
  await form.getByRole('button', { name: '第 1 張圖片後移' }).focus();
  await page.keyboard.press('Enter');
  await expect(form.locator('li[data-state="done"] img').nth(1)).toHaveAttribute('src', first!);
  await form.getByLabel('採購量').fill('300');
  await form.getByLabel('單位').fill('張');
  await form.getByLabel('採購需求').fill('人體工學椅，黑色');
  await form.getByLabel('聯繫電話').fill('13800138000');
  await form.getByRole('button', { name: '發佈' }).click();
}

/** The board on /Invest shows 5 needs; 查看更多 shows the other 3 and goes. The board. */
async function showAllNeeds(page: Page): Promise<Locator> {
  await openPortal(page, '#/Invest');
  const board = portal(page);
  await expect(cards(board)).toHaveCount(5);
  await board.getByRole('button', { name: '查看更多' }).click();
  await expect(cards(board)).toHaveCount(8);
  await expect(board.getByRole('button', { name: '查看更多' })).toHaveCount(0);
  return board;
}

test.describe('needs board in the portal', () => {
  test(
    'shows approved needs with badges and deadlines, more advances the page',
    MOBILE,
    async ({ page }) => {
      const board = await showAllNeeds(page);
      await expect(cards(board).first()).toContainText('截止');
      await expect(board.locator('.nb-badge-0').first()).toHaveText('採購');
      await expect(board.locator('a.nb-card[part="invest-card"]')).toHaveCount(3);
      await expect(board.getByRole('tablist', { name: '商機需求' })).toHaveAttribute(
        'aria-orientation',
        isMobile() ? 'horizontal' : 'vertical',
      );
      expect(await serious(page)).toEqual([]);
    },
  );

  test(
    'back from a need restores the board: as many cards, at the same place',
    MOBILE,
    async ({ page }) => {
      const board = await showAllNeeds(page);
      const seventh = cards(board).nth(6);
      const title = await seventh.locator('h3').textContent();
      await seventh.scrollIntoViewIfNeeded();
      await page.evaluate(() => window.scrollBy(0, 40));
      const scrolled = await page.evaluate(() => window.scrollY);
      expect(scrolled).toBeGreaterThan(200);
      await seventh.click();
      await expect(page).toHaveURL(/#\/need-details\/\d+$/);
      await expect(board.locator('article[part="detail"] .nd-title')).toHaveText(title!);
      await page.goBack();
      // the board keeps the cards it shows in the address (a reload shows as many)
      await expect(page).toHaveURL(/#\/Invest\?shown=8$/);
      await expect(cards(board)).toHaveCount(8);
      await expect(board.getByRole('button', { name: '查看更多' })).toHaveCount(0);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 5);
      expect(await page.evaluate(() => window.scrollY)).toBeLessThan(scrolled + 5);
      await expect(cards(board).nth(6)).toBeInViewport();
    },
  );

  test('logged-out publish opens the login dialog', async ({ page }) => {
    await openPortal(page, '#/Invest');
    await portal(page).getByRole('tab', { name: '+ 發布采購' }).click();
    await expect(loginDialog(page)).toBeVisible();
  });

  test(
    'publish with two images → approve → on the board → a second user quotes → the owner sees it',
    MOBILE,
    async ({ page, browser }) => {
      test.setTimeout(90_000);
      await loginByApi(page, DEMO);
      await openPortal(page, '#/Invest');
      const title = `採購椅子${Date.now() % 100000}`;
      await publishPurchase(portal(page), page, title);
      await expect(toast(page, '發佈成功，等待審核')).toBeVisible();
      await expect(page).toHaveURL(/#\/my_need$/);
      const mine = myNeed(portal(page), title);
      await expect(mine).toContainText('審核中');
      const href = await mine.getByRole('link', { name: `查看「${title}」` }).getAttribute('href');
      const id = /need-details\/(\d+)/.exec(href ?? '')?.[1];
      expect(id).toBeTruthy();

      // not on the board before review
      await openPortal(page, '#/Invest');
      await expect(cards(portal(page)).first()).toBeVisible();
      await expect(cards(portal(page)).filter({ hasText: title })).toHaveCount(0);
      expect((await page.request.post(`/dev/review/demand/${id}`)).ok()).toBeTruthy();
      // the owner's unread messages before the quote
      const bell = portal(page)
        .locator('header')
        .getByRole('button', { name: /^消息通知/ });
      const unreadMessages = portal(page).locator('main .pc-unread');
      await openPortal(page, '#/my_message');
      await expect(portal(page).locator('main .pc-item').first()).toBeVisible();
      const unreadBefore = await unreadMessages.count();

      // a second user finds it on the board and sends a quote
      const other = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
      const page2 = await other.newPage();
      await loginByApi(page2, GUEST);
      await openPortal(page2, '#/Invest');
      await cards(portal(page2)).filter({ hasText: title }).click();
      await expect(page2).toHaveURL(new RegExp(`#/need-details/${id}$`));
      const contact = portal(page2).locator('section[part="contact"]');
      await contact.getByRole('button', { name: '提交' }).click();
      await expect(contact.getByText('請輸入您的需求')).toBeVisible();
      await contact.getByLabel('您的需求').fill('可供貨 300 張，單價 650 元');
      await contact.getByLabel('公司名稱').fill('乙方傢俱公司');
      await contact.getByLabel('您的姓名').fill('林先生');
      await contact.getByLabel('聯繫方式').fill('13900139000');
      await contact.getByRole('button', { name: '提交' }).click();
      await expect(toast(page2, '提交成功，商家會盡快與您聯繫')).toBeVisible();
      await other.close();

      // the owner sees the quote instead of the contact form
      await openPortal(page, `#/need-details/${id}`);
      const quotes = portal(page).locator('section[part="quotes"]');
      await expect(quotes).toContainText('可供貨 300 張，單價 650 元');
      await expect(quotes).toContainText('乙方傢俱公司');
      await expect(portal(page).locator('section[part="contact"]')).toHaveCount(0);

      // …and has a message about it (counted as unread) that leads to the need and its dated quote
      await openPortal(page, '#/my_message');
      await expect(unreadMessages).toHaveCount(unreadBefore + 1);
      if (!isMobile())
        await expect(bell).toHaveAccessibleName(`消息通知，${unreadBefore + 1} 條未讀`);
      await unreadMessages
        .filter({ hasText: `您的需求「${title}」收到新報價` })
        .getByRole('link')
        .click();
      await expect(portal(page).locator('main')).toContainText('乙方傢俱公司');
      const go = portal(page).locator('main').getByRole('link', { name: '前往查看' });
      await expect(go).toHaveAttribute('href', new RegExp(`#/need-details/${id}$`));
      await go.click();
      await expect(page).toHaveURL(new RegExp(`#/need-details/${id}$`));
      await expect(quotes.locator('time')).toHaveText(/^\d{4}-\d{2}-\d{2} 報價$/);
    },
  );

  test('edit (dialog by type) and delete own needs', async ({ page }) => {
    await loginByApi(page, DEMO);
    await openPortal(page, '#/my_need');
    const item = myNeed(portal(page), '福田區臨街商鋪轉讓');
    await item.getByRole('button', { name: '編輯「福田區臨街商鋪轉讓」' }).click();
    const dialog = portal(page).getByRole('dialog', { name: '編輯出售/轉讓需求' });
    await expect(dialog.getByLabel('資產名稱')).toHaveValue('福田區臨街商鋪轉讓');
    await expect(dialog.getByLabel('地址')).toHaveValue('福田區福華路 88 號');
    // an approved need: the dialog says a save sends it back to review, and so does the toast
    await expect(dialog.getByRole('note')).toHaveText(
      '保存修改後，需求需要重新審核，審核通過前不會顯示在需求列表。',
    );
    await dialog.getByLabel('資產名稱').fill('福田區商鋪急轉');
    await dialog.getByRole('button', { name: '保存修改' }).click();
    await expect(toast(page, '修改成功，等待審核')).toBeVisible();
    const edited = myNeed(portal(page), '福田區商鋪急轉');
    await expect(edited).toContainText('審核中');

    await edited.getByRole('button', { name: '刪除「福田區商鋪急轉」' }).click();
    await portal(page)
      .getByRole('dialog', { name: '刪除需求' })
      .getByRole('button', { name: '確定刪除' })
      .click();
    await expect(toast(page, '刪除成功')).toBeVisible();
    await expect(myNeed(portal(page), '福田區商鋪急轉')).toHaveCount(0);
  });

  test('editing keeps every stored value the user did not change (typed price, units, choices)', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const token = await loginByApi(page, DEMO);
    const sale = [
      '轉讓',
      '月租 28000 元',
      '120平方米',
      '商鋪',
      '無',
      '臨地鐵口',
      '隨時看房',
      '13800138000',
    ];
    const purchase = ['每月 10 萬件', '貼片電阻', '每週交貨', '需發票', '13800138000'];
    const saleId = await publishByApi(page, token, 1, '往返商鋪', sale);
    const purchaseId = await publishByApi(page, token, 0, '往返採購', purchase);
    const before = await storedNeed(page, token, saleId);
    await openPortal(page, '#/my_need');

    await portal(page).getByRole('button', { name: '編輯「往返商鋪」' }).click();
    let dialog = portal(page).getByRole('dialog', { name: '編輯出售/轉讓需求' });
    await expect(dialog.getByRole('radio', { name: '轉讓' })).toBeChecked();
    await expect(dialog.getByRole('radio', { name: '價格面議' })).not.toBeChecked();
    await expect(dialog.getByRole('radio', { name: '其他價格' })).toBeChecked();
    await expect(dialog.getByRole('textbox', { name: '其他價格' })).toHaveValue('月租 28000 元');
    await expect(dialog.getByLabel('面積（平方米）')).toHaveValue('120');
    await expect(dialog.getByRole('radio', { name: '無' })).toBeChecked();
    await dialog.getByLabel('亮點').fill('臨地鐵口，人流量大');
    await dialog.getByRole('button', { name: '保存修改' }).click();
    await expect(dialog).toHaveCount(0);
    const after = await storedNeed(page, token, saleId);
    expect(after.values).toEqual(sale.map((v, i) => (i === 5 ? '臨地鐵口，人流量大' : v)));
    expect(after).toMatchObject({
      title: before.title,
      addr: before.addr,
      main_image: before.main_image,
      end_time: before.end_time,
    });

    await portal(page).getByRole('button', { name: '編輯「往返採購」' }).click();
    dialog = portal(page).getByRole('dialog', { name: '編輯採購需求' });
    await expect(dialog.getByLabel('採購量')).toHaveValue('每月 10 萬件');
    await dialog.getByLabel('標題').fill('往返採購二');
    await dialog.getByRole('button', { name: '保存修改' }).click();
    await expect(dialog).toHaveCount(0);
    expect((await storedNeed(page, token, purchaseId)).values).toEqual(purchase);
  });

  test('switching the publish sub-tab keeps each form (text and uploaded images)', async ({
    page,
  }) => {
    await loginByApi(page, DEMO);
    await openPortal(page, '#/Invest');
    const board = portal(page);
    await board.getByRole('tab', { name: '+ 發布采購' }).click();
    let form = board.locator('form[part="form"]');
    await form.getByLabel('標題').fill('保留的採購標題');
    await uploadOneImage(form);
    await board.getByRole('tab', { name: '出售/轉讓' }).click();
    form = board.locator('form[part="form"]');
    await form.getByLabel('資產名稱').fill('保留的商鋪');
    await board.getByRole('tab', { name: '采購單' }).click();
    form = board.locator('form[part="form"]');
    await expect(form.getByLabel('標題')).toHaveValue('保留的採購標題');
    await expect(form.locator('li[data-state="done"] img')).toHaveCount(1);
    await board.getByRole('tab', { name: '出售/轉讓' }).click();
    await expect(board.locator('form[part="form"]').getByLabel('資產名稱')).toHaveValue(
      '保留的商鋪',
    );
  });

  test(
    'the order information is reachable from the menu, the board and the footer',
    MOBILE,
    async ({ page }) => {
      await openPortal(page, '#/Invest');
      const site = portal(page);
      // the board links to it
      await site.locator('[part="orders-link"]').click();
      await expect(page).toHaveURL(/#\/Order$/);
      await expect(site.getByRole('heading', { name: '訂單信息' })).toBeVisible();
      // the footer has a column for the business pages
      const footer = site.getByRole('navigation', { name: '商機合作' });
      await expect(footer.getByRole('link', { name: '訂單信息' })).toHaveAttribute(
        'href',
        '#/Order',
      );
      await expect(footer.getByRole('link', { name: '需求列表' })).toHaveAttribute(
        'href',
        '#/Invest',
      );
      await openPortal(page, '#/');
      // the menu, under 採購需求: a drawer entry on mobile, a list on hover or focus on desktop
      let link: Locator;
      if (isMobile()) {
        await site.getByRole('button', { name: '選單', exact: true }).click();
        link = site.getByRole('dialog', { name: '選單' }).getByRole('link', { name: '訂單信息' });
      } else {
        const menu = site.getByRole('navigation', { name: '主選單' });
        await menu.getByRole('link', { name: '採購需求' }).hover();
        link = menu.getByRole('link', { name: '訂單信息' });
      }
      await expect(link).toBeVisible();
      await link.click();
      await expect(page).toHaveURL(/#\/Order$/);
      await expect(site.locator('a.nb-card[part="invest-card"]')).toHaveCount(4);
    },
  );

  test('order list and investment detail with the interest form', async ({ page }) => {
    await openPortal(page, '#/Order');
    const list = portal(page).locator('a.nb-card[part="invest-card"]');
    await expect(list).toHaveCount(4);
    await list.first().click();
    await expect(page).toHaveURL(/#\/investInfo\/\d+$/);
    const form = portal(page)
      .locator('form')
      .filter({ has: page.locator('#id-name') });
    await form.getByRole('button', { name: '提交' }).click();
    await expect(form.getByText('請輸入您的姓名')).toBeVisible();
    await form.getByLabel('您的姓名').fill('王小明');
    await form.getByRole('button', { name: '提交' }).click();
    await expect(form.getByText('請輸入聯繫方式')).toBeVisible();
    await form.getByLabel('聯繫方式').fill('13800138000');
    await form.getByRole('button', { name: '提交' }).click();
    await expect(toast(page, '提交成功，我們會盡快與您聯繫')).toBeVisible();
    expect(await serious(page)).toEqual([]);
  });
});

test(
  'need detail: carousel without autoplay, params, sanitized rich content',
  MOBILE,
  async ({ page }) => {
    await page.route('**/api/v2/demand/detail/2', async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      body.data.content =
        '<p id="rich">安全內容<img src="x" alt="" onerror="window.__xss=1"><a href="javascript:window.__xss=2">連結</a></p><script>window.__xss=3</script>';
      await route.fulfill({ response, json: body });
    });
    await openPortal(page, '#/need-details/2');
    const detail = portal(page).locator('article[part="detail"]');
    await expect(detail.locator('.nd-title')).toHaveText('福田區臨街商鋪轉讓');
    await expect(detail.locator('dl')).toContainText('月租 28000 元');
    await expect(detail.locator('#rich')).toContainText('安全內容');
    expect(await detail.locator('.nb-rich [onerror], .nb-rich script').count()).toBe(0);
    expect(await detail.locator('.nb-rich a').getAttribute('href')).toBeNull();
    expect(
      await page.evaluate(() => (window as unknown as { __xss?: number }).__xss),
    ).toBeUndefined();
    const carousel = detail.locator('[part="carousel"]');
    if (!isMobile()) await expect(carousel).toHaveCSS('height', '482px');
    const img = carousel.locator('img');
    const first = await img.getAttribute('src');
    await page.waitForTimeout(1500);
    await expect(img).toHaveAttribute('src', first!); // no autoplay
    await carousel.getByRole('button', { name: '下一張' }).click();
    await expect(img).not.toHaveAttribute('src', first!);
    expect(await serious(page)).toEqual([]);
  },
);

test('a deadline before today is refused; an expired need says so and takes no contact', async ({
  page,
}) => {
  await loginByApi(page, GUEST);
  await openPortal(page, '#/Invest');
  await portal(page).getByRole('tab', { name: '+ 發布采購' }).click();
  const form = portal(page).locator('form[part="form"]');
  await form.getByLabel('截止日期').fill('2020-01-01');
  await form.getByRole('button', { name: '發佈' }).click();
  await expect(form.getByText('截止日期不能早於今天')).toBeVisible();
  await expect(form.getByLabel('截止日期')).toHaveAttribute('aria-invalid', 'true');

  await page.route('**/api/v2/demand/detail/2', async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    body.data.end_time = { time: new Date(2020, 0, 1).getTime() };
    await route.fulfill({ response, json: body });
  });
  await openPortal(page, '#/need-details/2');
  const detail = portal(page).locator('article[part="detail"]');
  await expect(detail.locator('.nd-meta')).toContainText('2020-01-01 截止');
  await expect(detail.locator('.nd-meta')).toContainText('已截止');
  await expect(detail.locator('[part="closed"]')).toHaveText(
    '此需求已截止，不再顯示在需求列表，也不再接收報價。',
  );
  await expect(detail.locator('section[part="contact"]')).toHaveCount(0);
});

test("my needs shows each need's quotes, dated as on the need's detail", async ({ page }) => {
  await loginByApi(page, DEMO);
  await openPortal(page, '#/need-details/2');
  const detailTime = portal(page).locator('section[part="quotes"] time');
  await expect(detailTime).toHaveText(/^\d{4}-\d{2}-\d{2} 報價$/);
  const day = await detailTime.textContent();

  await openPortal(page, '#/my_need');
  const item = myNeed(portal(page), '福田區臨街商鋪轉讓');
  const open = item.getByRole('button', { name: '「福田區臨街商鋪轉讓」收到的報價' });
  await expect(open).toHaveAttribute('aria-expanded', 'false');
  await open.click();
  await expect(open).toHaveAttribute('aria-expanded', 'true');
  const quotes = item.locator('[part="my-need-quotes"]');
  await expect(quotes).toContainText('有意承租，希望約時間看鋪。');
  await expect(quotes).toContainText('鴻達貿易有限公司');
  await expect(quotes.locator('time')).toHaveText(day ?? '');
  await expect(quotes.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);

  // a need without quotes says so; closing hides the list
  const other = myNeed(portal(page), '徵求電子元器件供應商');
  await other.getByRole('button', { name: '「徵求電子元器件供應商」收到的報價' }).click();
  await expect(other.locator('[part="my-need-quotes"]')).toHaveText('暫時還沒有報價');
  await open.click();
  await expect(quotes).toHaveCount(0);
});

test('the sale area shows its unit', async ({ page }) => {
  // a need stored before the unit was saved with it: the bare number still reads as 平方米
  await page.route('**/api/v2/demand/detail/4', async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    const params = JSON.parse(body.data.param) as { name: string; value: string }[];
    params[2]!.value = '560';
    body.data.param = JSON.stringify(params);
    await route.fulfill({ response, json: body });
  });
  await openPortal(page, '#/need-details/4');
  const params = portal(page).locator('article[part="detail"] dl');
  await expect(params.locator('dt', { hasText: '面積' })).toBeVisible();
  await expect(params.locator('dd').nth(3)).toHaveText('560 平方米');
});

test('publish form and my needs have no serious accessibility violations', async ({ page }) => {
  await loginByApi(page, DEMO);
  await openPortal(page, '#/Invest');
  await portal(page).getByRole('tab', { name: '+ 發布采購' }).click();
  await portal(page).getByRole('tab', { name: '出售/轉讓' }).click();
  await expect(portal(page).getByLabel('資產名稱')).toBeVisible();
  expect(await serious(page)).toEqual([]);
  await openPortal(page, '#/my_need');
  await expect(portal(page).locator('li[part="my-need"]').first()).toBeVisible();
  expect(await serious(page)).toEqual([]);
});

test.describe('partner page (Bootstrap) embedding <sztx-needs-board>', () => {
  test('renders unaffected by Bootstrap, leaks nothing, opens detail inside, asks for login', async ({
    page,
    partnerUrl,
  }) => {
    const board = await openPartnerNeeds(page, partnerUrl);
    // Bootstrap's uppercase buttons and round images stay outside the shadow root
    const more = board.getByRole('button', { name: '查看更多' });
    await expect(more).toHaveCSS('text-transform', 'none');
    await expect(cards(board).first().locator('img')).toHaveCSS('border-radius', '0px');
    // and the widget's styles do not restyle the partner's Bootstrap button
    await expect(page.locator('#partner-button')).toHaveCSS(
      'background-color',
      'rgb(13, 110, 253)',
    );
    await expect(page.locator('#partner-button')).toHaveCSS('text-transform', 'uppercase');

    await cards(board).first().click();
    await expect(page.locator('#event-log')).toHaveText(/^查看需求 \d+$/);
    await expect(page).toHaveURL(/\/partner\/needs\.html$/);
    await expect(board.locator('article[part="detail"]')).toBeVisible();
    await board.getByRole('button', { name: '← 返回需求列表' }).click();
    await board.getByRole('tab', { name: '+ 發布采購' }).click();
    await expect(page.locator('#event-log')).toHaveText('需要登錄：publish');
    await expect(loginDialog(page)).toBeVisible();
  });

  test('a logged-in partner visitor publishes inside the widget', async ({ page, partnerUrl }) => {
    test.setTimeout(60_000);
    await loginByApi(page, DEMO);
    await page.goto(`${partnerUrl}/partner/needs.html`);
    const board = page.locator('sztx-needs-board');
    await publishPurchase(board, page, '夥伴頁採購');
    await expect(page.locator('#event-log')).toHaveText(/^已發佈需求 \d+$/);
    await expect(myNeed(board, '夥伴頁採購')).toBeVisible();
    await expect(page).toHaveURL(/\/partner\/needs\.html$/);
  });
});
