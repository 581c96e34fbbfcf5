// A day in the life of each kind of user, walked the way they walk it: a visitor, a member and
// a need owner whose session ends mid-edit. Each walk runs in Traditional and, after the
// header's language switch, in Simplified (every label looked for is the Simplified one, and the
// views checked hold no Traditional text), on the desktop and the 375 px projects.
import type { Locator, Page } from '@playwright/test';
import {
  loadTraditionalToSimplified,
  type TextConverter,
} from '../../core/language/opencc-loaders';
import { POLL_MS } from '../../core/payment/payment';
import { type Account, DEMO, GUEST, loginPath } from '../support/accounts';
import {
  DESKTOP_ONLY,
  endSessionElsewhere,
  expect,
  isMobile,
  loginByApi,
  MOBILE_ONLY,
  openPortal,
  test,
} from './fixtures';
import { fillPurchaseNeed, myNeed, openPurchaseForm, portal, type Say, toast } from './parts';

type Script = 't' | 's';
// The member's day differs at 375 px (the drawer, the login page) and in each script (every text):
// it runs once in each, Traditional at 1280 px and Simplified at 375 px, each width and each
// script once instead of four runs of the same steps.
const SCRIPTS: ReadonlyArray<{ script: Script; name: string; member: typeof DESKTOP_ONLY }> = [
  { script: 't', name: 'Traditional', member: DESKTOP_ONLY },
  { script: 's', name: 'Simplified', member: MOBILE_ONLY },
];

let toSimplified: TextConverter = (text) => text;
test.beforeAll(async () => {
  toSimplified = await loadTraditionalToSimplified();
});

/** The page's words for a Traditional text in this script. */
const sayIn =
  (script: Script): Say =>
  (text) =>
    script === 't' ? text : toSimplified(text);

/** Up to 8 places (with a little context) where the text still holds Traditional writing. */
function traditionalLeft(text: string): string[] {
  const simplified = [...toSimplified(text)];
  const chars = [...text];
  const places: string[] = [];
  for (let i = 0; i < chars.length && places.length < 8; i++) {
    if (chars[i] !== simplified[i]) {
      places.push(chars.slice(Math.max(0, i - 4), i + 5).join(''));
      i += 4;
    }
  }
  return places;
}

/** What a view says: its text and the labels, placeholders, titles and alt texts inside. */
const saidIn = (view: Locator): Promise<string> =>
  view.evaluate((root) => {
    // the whole portal (its shadow root's parts), or one view of it
    const inside = root.shadowRoot ?? root;
    const parts = root.shadowRoot
      ? [...root.shadowRoot.children].filter((el) => !['STYLE', 'LINK'].includes(el.tagName))
      : [root];
    // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is what a user reads
    const said = parts.map((el) => (el as HTMLElement).innerText);
    for (const el of [root, ...inside.querySelectorAll('*')]) {
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = el.getAttribute(name);
        if (value) said.push(value);
      }
    }
    return said.join('\n');
  });

/** In a Simplified run, the view says nothing in Traditional (once it has settled). */
async function expectAllSimplified(script: Script, view: Locator): Promise<void> {
  if (script === 't') return;
  await expect
    .poll(async () => traditionalLeft(await saidIn(view)), {
      message: 'Traditional text left in a Simplified view',
    })
    .toEqual([]);
}

/** The user picks the script with the header's switch (the page starts in Traditional). */
async function chooseScript(page: Page, script: Script): Promise<void> {
  const header = portal(page).locator('header');
  const toSimplifiedButton = header.getByRole('button', { name: '切換為簡體中文' });
  await expect(toSimplifiedButton).toHaveText('简');
  if (script === 't') return;
  await toSimplifiedButton.click();
  await expect(header.getByRole('button', { name: '切换为繁体中文' })).toHaveText('繁');
}

/** Follows a main menu entry: the bar on desktop, the drawer on a phone. */
async function followMenu(page: Page, say: Say, label: string): Promise<void> {
  const root = portal(page);
  // the portal shows the new route a frame after the address changes: the old page goes then
  const before = await root.locator('main > *').first().elementHandle();
  if (isMobile()) {
    await root
      .locator('header')
      .getByRole('button', { name: say('選單'), exact: true })
      .click();
    await root
      .getByRole('dialog', { name: say('選單') })
      .getByRole('link', { name: say(label), exact: true })
      .click();
  } else {
    await root
      .getByRole('navigation', { name: say('主選單') })
      .getByRole('link', { name: say(label), exact: true })
      .click();
  }
  if (before) await expect.poll(() => before.evaluate((el) => el.isConnected)).toBe(false);
}

/** Searches from the header: its search box on desktop, the drawer's on a phone. */
async function searchFromHeader(page: Page, say: Say, keyword: string): Promise<void> {
  const root = portal(page);
  if (isMobile()) {
    await root
      .locator('header')
      .getByRole('button', { name: say('選單'), exact: true })
      .click();
  } else {
    await root
      .locator('header')
      .getByRole('button', { name: say('搜尋'), exact: true })
      .click();
  }
  const box = root.getByRole('search').getByRole('searchbox');
  await box.fill(keyword);
  await box.press('Enter');
}

/** The login dialog (it opens over the page when an action needs a login). */
const loginDialogIn = (page: Page, say: Say) =>
  page.locator('sztx-overlay').getByRole('dialog', { name: say('歡迎來到台商協會') });

/** The demo member logs in with the password in the open dialog; it closes, the header shows them. */
async function logInInDialog(page: Page, say: Say): Promise<void> {
  const dialog = loginDialogIn(page, say);
  await dialog.getByLabel(say('手機號')).fill(DEMO.phone);
  await dialog.getByLabel(say('密碼'), { exact: true }).fill(DEMO.password);
  await dialog
    .locator('form')
    .getByRole('button', { name: say('登錄'), exact: true })
    .click();
  await expect(toast(page, say('登錄成功'))).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(portal(page).locator('header').getByLabel(say('個人中心（陳建宏）'))).toBeVisible();
}

/** The header's bell, named with the unread count when there is one. */
const bellOf = (page: Page, say: Say) =>
  portal(page)
    .locator('header')
    .getByRole('button', { name: new RegExp(`^${say('消息通知')}`) });

/** A token of another account, from the login route (as a second browser would hold it). */
async function tokenOf(page: Page, account: Account): Promise<string> {
  const answer = await page.request.post(loginPath(account));
  const body = (await answer.json()) as { code: string; data: string };
  expect(body.code, `API login of ${account.phone}`).toBe('200');
  return body.data;
}

for (const { script, name, member } of SCRIPTS) {
  const say = sayIn(script);

  test.describe(`a day in ${name}`, () => {
    test('a visitor: home, news, search, a hot tag, the directory and a paid file', async ({
      page,
    }) => {
      test.setTimeout(90_000);
      const root = portal(page);
      const main = root.locator('main');

      await test.step('home', async () => {
        await openPortal(page);
        await chooseScript(page, script);
        const news = main.getByRole('region', { name: say('協會動態') });
        await expect(news.locator('.hm-lead')).toBeVisible();
        if (script === 's') {
          await expect(root.locator('#hm-news')).toHaveText('协会动态');
          await expect(root.locator('header').getByRole('button', { name: '登录' })).toBeVisible();
        }
        await expectAllSimplified(script, root);
      });

      await test.step('the news list and an article', async () => {
        await followMenu(page, say, '資訊動態');
        await expect(page).toHaveURL(/#\/information\/\d+$/);
        const tile = main.locator('a.ct-tile').first();
        const title = (await tile.locator('.ct-tile-title').textContent()) ?? '';
        expect(title).not.toBe('');
        await expectAllSimplified(script, main);
        await tile.click();
        await expect(page).toHaveURL(/#\/article\/\d+$/);
        await expect(main.getByRole('heading', { level: 1 })).toHaveText(title);
        await expect(main.locator('.rd-meta')).toContainText(say('發布時間'));
        await expectAllSimplified(script, main);
      });

      await test.step('search', async () => {
        await searchFromHeader(page, say, say('協會'));
        await expect(page).toHaveURL(/#\/search\?keyword=/);
        await expect(main.getByRole('status')).toHaveText(
          new RegExp(`^${say('找到')} \\d+ ${say('條結果')}$`),
        );
        await expect(main.locator('a.ct-tile').first()).toContainText(say('協會'));
        await expectAllSimplified(script, main);
      });

      await test.step('a hot tag on the home page leads to results', async () => {
        // the logo leads home
        await root.locator('header').getByLabel(say('首頁'), { exact: true }).click();
        const tags = main.locator('.hm-tags a');
        await expect(tags).toHaveCount(6);
        const tag = (await tags.first().textContent()) ?? '';
        await tags.first().click();
        await expect(page).toHaveURL(/#\/policy\/3\?keyword=/);
        await expect(main.locator('.ct-row a').first(), tag).toBeVisible();
        await expect(main.getByText(say('沒有符合的結果'))).toHaveCount(0);
        await expectAllSimplified(script, main);
      });

      await test.step('the directory: the member list and a member', async () => {
        await followMenu(page, say, '企業會員');
        await expect(page).toHaveURL(/#\/company_member_list\/1$/);
        const member = root.locator('.dir-card[part="member"]').first();
        await expect(member).toContainText(say('陳建宏'));
        await expectAllSimplified(script, main);
        await member.getByRole('link').click();
        await expect(page).toHaveURL(/#\/member_details\/1$/);
        await expect(main.getByRole('heading', { level: 1 })).toHaveText(say('陳建宏'));
        await expect(main.getByText(say('手機已認證'))).toBeVisible();
        await expect(main.locator('article')).toContainText(
          say('本市高新區珠江路88號台商大廈12樓'),
        );
        await expectAllSimplified(script, main);
      });

      await test.step('a paid file: its price and preview; buying asks for a login', async () => {
        await openPortal(page, '#/file/5');
        const prompt = main.getByRole('region', { name: say('付費內容') });
        await expect(prompt).toContainText(say('以下為付費內容，訂閱後可閱讀全文'));
        await expect(prompt).toContainText(`${say('文件價格')} ¥19.90`);
        const body = main.locator('[data-region="body"]');
        await expect(body).not.toBeEmpty();
        await expect(body).not.toContainText(say('結語'));
        await expectAllSimplified(script, main);
        await prompt.getByRole('button', { name: say('立即訂閱') }).click();
        await expect(loginDialogIn(page, say)).toBeVisible();
        await expectAllSimplified(script, loginDialogIn(page, say));
      });
    });

    test(
      'a member: login, pay, favourite, messages, profile, publish, edit and a quote',
      member,
      async ({ page, context }) => {
        test.setTimeout(150_000);
        const root = portal(page);
        const main = root.locator('main');
        const bell = bellOf(page, say);
        const title = say(`採購會議桌${Date.now() % 100_000}`);

        // the page's timers run on a clock the test can move on (the payment's 5 s looks)
        await page.clock.install();
        await test.step('a paid article asks for a login; the dialog logs in', async () => {
          await openPortal(page, '#/article/49');
          await chooseScript(page, script);
          await expect(main.getByText(say('以下為付費內容，訂閱後可閱讀全文'))).toBeVisible();
          await main.getByRole('button', { name: say('立即訂閱') }).click();
          await expect(loginDialogIn(page, say)).toBeVisible();
          await expectAllSimplified(script, loginDialogIn(page, say));
          await logInInDialog(page, say);
          await expectAllSimplified(script, root);
        });

        await test.step('pay for it by QR code and read it all', async () => {
          const subscribe = root.getByRole('dialog', { name: say('訂閱付費內容') });
          await expect(subscribe).toBeVisible();
          await expectAllSimplified(script, subscribe);
          await subscribe.getByRole('button', { name: new RegExp(`^${say('去支付')}`) }).click();
          const qr = root.getByRole('dialog', { name: say('掃碼支付') });
          await expect(qr.getByRole('img', { name: say('支付二維碼') })).toBeVisible();
          await expectAllSimplified(script, qr);
          const href = await qr
            .getByRole('link', { name: say('在新窗口打開支付頁面') })
            .getAttribute('href');
          const payPage = await context.newPage();
          await payPage.goto(href!);
          await payPage.getByRole('button', { name: '確認支付' }).click();
          await expect(payPage.getByText('已支付')).toBeVisible();
          await payPage.close();
          // the dialog looks at the order every 5 s: its next look now, not up to 5 s later
          await page.clock.fastForward(POLL_MS);
          await expect(toast(page, say('支付成功'))).toBeVisible();
          await expect(main.locator('[data-region="body"]')).toContainText(say('結語'));
          await expect(main.getByRole('button', { name: say('立即訂閱') })).toHaveCount(0);
        });

        await test.step('favourite it and find it in the favourites', async () => {
          const articleTitle = (await main.getByRole('heading', { level: 1 }).textContent()) ?? '';
          await main.getByRole('button', { name: say('收藏'), exact: true }).click();
          await expect(toast(page, say('收藏成功'))).toBeVisible();
          await expect(main.getByRole('button', { name: say('已收藏') })).toHaveAttribute(
            'aria-pressed',
            'true',
          );
          if (isMobile()) await followMenu(page, say, '我的收藏');
          else
            await root
              .locator('header')
              .getByRole('button', { name: say('我的收藏') })
              .click();
          await expect(page).toHaveURL(/#\/my_collection$/);
          await expect(main.locator('.pc-fav').first()).toContainText(articleTitle);
          await expectAllSimplified(script, main);
        });

        await test.step('read a message: the unread badge goes down', async () => {
          await expect(bell).toHaveAccessibleName(say('消息通知，3 條未讀'));
          await bell.click();
          await expect(page).toHaveURL(/#\/my_message$/);
          const unread = main.locator('.pc-unread');
          await expect(unread).toHaveCount(3);
          await expectAllSimplified(script, main);
          await unread.first().getByRole('link').click();
          await expect(page).toHaveURL(/#\/my_message_details\?id=\d+$/);
          await expect(bell).toHaveAccessibleName(say('消息通知，2 條未讀'));
          await expectAllSimplified(script, main);
        });

        await test.step('the profile with a real address, kept after a reload', async () => {
          await root.locator('header').getByLabel(say('個人中心（陳建宏）')).click();
          await root.getByRole('menuitem', { name: say('個人中心'), exact: true }).click();
          await expect(page).toHaveURL(/#\/person_center$/);
          await expect(main.getByLabel(say('姓名'))).toHaveValue('陳建宏'); // a field holds what was stored
          await main.getByLabel(say('省份')).selectOption({ label: say('浙江省') });
          await main.getByLabel(say('城市')).selectOption({ label: say('杭州市') });
          await main.getByLabel(say('區縣')).selectOption({ label: say('西湖區') });
          await main.getByLabel(say('詳細地址')).fill(say('文三路 90 號東部軟件園 3 號樓'));
          await expectAllSimplified(script, main);
          await main.getByRole('button', { name: say('保存'), exact: true }).click();
          await expect(toast(page, say('修改成功'))).toBeVisible();
          await page.reload();
          await expect(main.getByLabel(say('省份')).locator('option:checked')).toHaveText(
            say('浙江省'),
          );
          await expect(main.getByLabel(say('城市')).locator('option:checked')).toHaveText(
            say('杭州市'),
          );
          await expect(main.getByLabel(say('區縣')).locator('option:checked')).toHaveText(
            say('西湖區'),
          );
          await expect(main.getByLabel(say('詳細地址'))).toHaveValue(
            say('文三路 90 號東部軟件園 3 號樓'),
          );
        });

        let needId = '';
        await test.step('publish a need with an image', async () => {
          const form = await openPurchaseForm(page, openPortal, say);
          await fillPurchaseNeed(
            form,
            { title, quantity: '12', details: say('實木會議桌，可坐十人') },
            say,
          );
          await expectAllSimplified(script, form);
          await form.getByRole('button', { name: say('發佈'), exact: true }).click();
          await expect(toast(page, say('發佈成功，等待審核'))).toBeVisible();
          await expect(page).toHaveURL(/#\/my_need$/);
          const mine = myNeed(main, title);
          await expect(mine).toContainText(say('審核中'));
          const href = await mine
            .getByRole('link', { name: say(`查看「${title}」`) })
            .getAttribute('href');
          needId = /need-details\/(\d+)/.exec(href ?? '')?.[1] ?? '';
          expect(needId).not.toBe('');
          await expectAllSimplified(script, main);
        });

        await test.step('edit it: the dialog holds every value; the change is saved', async () => {
          await main.getByRole('button', { name: say(`編輯「${title}」`) }).click();
          const dialog = root.getByRole('dialog', { name: say('編輯採購需求') });
          await expect(dialog.getByLabel(say('標題'))).toHaveValue(title);
          await expect(dialog.getByLabel(say('截止日期'))).toHaveValue('2030-12-31');
          await expect(dialog.getByLabel(say('採購量'))).toHaveValue('12');
          await expect(dialog.getByLabel(say('單位'))).toHaveValue(say('張'));
          await expect(dialog.getByLabel(say('採購需求'))).toHaveValue(say('實木會議桌，可坐十人'));
          await expect(dialog.getByLabel(say('聯繫電話'))).toHaveValue('13800138000');
          await expect(dialog.locator('li[data-state="done"] img')).toHaveCount(1);
          await expectAllSimplified(script, dialog);
          await dialog.getByLabel(say('採購量')).fill('20');
          await dialog.getByRole('button', { name: say('保存修改') }).click();
          await expect(toast(page, say('修改成功，等待審核'))).toBeVisible();
          await expect(dialog).toHaveCount(0);
          await main.getByRole('button', { name: say(`編輯「${title}」`) }).click();
          await expect(dialog.getByLabel(say('採購量'))).toHaveValue('20');
          await expect(dialog.getByLabel(say('採購需求'))).toHaveValue(say('實木會議桌，可坐十人'));
          await dialog.getByRole('button', { name: say('關閉') }).click();
        });

        await test.step('a quote arrives: a message with the badge and a link to the need', async () => {
          // the association approves the need, then another member quotes on it
          expect((await page.request.post(`/dev/review/demand/${needId}`)).ok()).toBeTruthy();
          const guest = await tokenOf(page, GUEST);
          const quote = await page.request.post('/api/v2/demand/submit', {
            headers: { Authorization: `Bearer ${guest}` },
            form: {
              demand_id: needId,
              content: '可供貨 20 張，單價 1800 元',
              company: '乙方傢俱公司',
              name: '林先生',
              phone: GUEST.phone,
              email: '',
            },
          });
          expect(((await quote.json()) as { code: string }).code).toBe('200');

          await bell.click();
          await expect(page).toHaveURL(/#\/my_message$/);
          await expect(bell).toHaveAccessibleName(say('消息通知，3 條未讀'));
          const message = main
            .locator('.pc-unread')
            .filter({ hasText: say(`您的需求「${title}」收到新報價`) });
          await expect(message).toHaveCount(1);
          await expectAllSimplified(script, main);
          await message.getByRole('link').click();
          await expect(main).toContainText(say('乙方傢俱公司'));
          await expect(bell).toHaveAccessibleName(say('消息通知，2 條未讀'));
          await expectAllSimplified(script, main);
          await main.getByRole('link', { name: say('前往查看') }).click();
          await expect(page).toHaveURL(new RegExp(`#/need-details/${needId}$`));
          const quotes = root.locator('section[part="quotes"]');
          await expect(quotes).toContainText(say('可供貨 20 張，單價 1800 元'));
          await expectAllSimplified(script, main);
        });
      },
    );

    test('a need owner: the session ends mid-edit, a login in the dialog saves the edit', async ({
      page,
    }) => {
      test.setTimeout(60_000);
      const root = portal(page);
      const main = root.locator('main');
      const token = await loginByApi(page, DEMO);
      const before = '徵求電子元器件供應商';
      const after = say('徵求電子元器件供應商（長期）');

      const dialog = root.getByRole('dialog', { name: say('編輯採購需求') });
      await test.step('open the edit of a need and change its title', async () => {
        await openPortal(page, '#/my_need');
        await chooseScript(page, script);
        await main.getByRole('button', { name: say(`編輯「${before}」`) }).click();
        await expect(dialog.getByLabel(say('標題'))).toHaveValue(before);
        await dialog.getByLabel(say('標題')).fill(after);
      });

      await test.step('the session ends elsewhere; saving opens the login dialog', async () => {
        await endSessionElsewhere(page, token);
        await dialog.getByRole('button', { name: say('保存修改') }).click();
        const login = loginDialogIn(page, say);
        await expect(login).toBeVisible();
        await expect(login.getByRole('alert')).toHaveText(say('登錄已失效，請重新登錄'));
        await expectAllSimplified(script, login);
        await expect(
          root.locator('header').getByRole('button', { name: say('登錄'), exact: true }),
        ).toBeVisible();
        // one modal at a time: the edit waits behind the login, hidden, with what was typed
        await expect(dialog).toBeHidden();
        const waiting = root.getByRole('dialog', {
          name: say('編輯採購需求'),
          includeHidden: true,
        });
        await expect(waiting.getByLabel(say('標題'))).toHaveValue(after);
      });

      await test.step('log in again: the edit is saved without retyping', async () => {
        await logInInDialog(page, say);
        await expect(toast(page, say('修改成功，等待審核'))).toBeVisible();
        const item = myNeed(main, after);
        await expect(item).toHaveCount(1);
        await page.reload();
        await expect(item).toContainText(say('審核中'));
        await expectAllSimplified(script, main);
      });
    });
  });
}
