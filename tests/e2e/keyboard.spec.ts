// Keyboard-only flows: log in, pay for an article, publish a need. Only the keyboard moves
// focus and activates controls (a file chooser opened from the keyboard is answered by the test).
import type { FileChooser, Page } from '@playwright/test';
import { DEMO, GUEST } from '../support/accounts';
import { APPLICANT, PNG } from './data';
import { DESKTOP_ONLY, expect, loginByApi, openPortal, test } from './fixtures';
import { avatar, focusInside, portal, toast } from './parts';

/** Name of the focused element, through shadow roots: its label, aria-label or text. */
function focusedName(): string {
  let el: Element | null = document.activeElement;
  while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
  if (!el) return '';
  const root = el.getRootNode() as Document | ShadowRoot;
  const byIds = el
    .getAttribute('aria-labelledby')
    ?.split(/\s+/)
    .map((id) => root.getElementById?.(id)?.textContent ?? '')
    .join(' ');
  const labelled = (el as HTMLInputElement).labels?.[0]?.textContent;
  return (el.getAttribute('aria-label') ?? (byIds || labelled) ?? el.textContent ?? '').trim();
}

/** Presses Tab until the focused element's name matches (fails after `max` presses). */
async function tabTo(page: Page, name: RegExp, max = 80): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (name.test(await page.evaluate(focusedName))) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${name} (last: ${await page.evaluate(focusedName)})`);
}

type ChosenFile = { name: string; mimeType: string; buffer: Buffer };

/**
 * Answers the file choosers of `page`: the returned function presses Enter on the focused file
 * input, waits for the browser's file chooser and gives it `file`. Call it at the start of a test:
 * Playwright turns the browser's file chooser interception on when the first listener is added,
 * without waiting for the browser, so a listener added right before the key (the usual
 * `waitForEvent('filechooser')`) raced it: in two of four fresh runs without tracing (whose
 * pauses hid it) the key came first and its chooser was never reported.
 */
function answerFileChoosers(page: Page): (file: ChosenFile) => Promise<void> {
  const opened: FileChooser[] = [];
  page.on('filechooser', (chooser) => opened.push(chooser));
  return async (file) => {
    await page.keyboard.press('Enter');
    await expect
      .poll(() => opened.length, 'Enter on the focused file input opens the file chooser')
      .toBe(1);
    await opened.shift()!.setFiles(file);
  };
}

test('log in with the keyboard only', async ({ page }) => {
  await openPortal(page);
  await tabTo(page, /^登錄$/);
  await page.keyboard.press('Enter');
  await tabTo(page, /^手機號/);
  await page.keyboard.type(DEMO.phone);
  await tabTo(page, /^密碼/);
  await page.keyboard.type(DEMO.password);
  await page.keyboard.press('Enter');
  await expect(toast(page, '登錄成功')).toBeVisible();
  await expect(avatar(page)).toBeVisible();
});

test('pay for an article with the keyboard only; the dialogs keep and give back focus', async ({
  page,
}) => {
  await loginByApi(page, GUEST);
  await openPortal(page, '#/article/49');
  await tabTo(page, /^立即訂閱$/);
  await page.keyboard.press('Enter');
  const sub = portal(page).getByRole('dialog', { name: '訂閱付費內容' });
  await expect(sub).toBeVisible();
  await tabTo(page, /^去支付/, 20);
  await page.keyboard.press('Enter');
  const qr = portal(page).getByRole('dialog', { name: '掃碼支付' });
  await expect(qr.getByRole('img', { name: '支付二維碼' })).toBeVisible();
  // focus is inside the payment dialog
  expect(await focusInside(qr)).toBe(true);
  await page.keyboard.press('Escape');
  await expect(qr).toHaveCount(0);
});

test('publish a need with the keyboard only', DESKTOP_ONLY, async ({ page }) => {
  test.setTimeout(60_000);
  const chooseWithEnter = answerFileChoosers(page);
  await loginByApi(page, DEMO);
  await openPortal(page, '#/Invest');
  // the tabs are one stop (roving focus): Tab reaches the selected tab, arrows move between them
  await tabTo(page, /^需求列表$/);
  await page.keyboard.press('ArrowRight');
  expect(await page.evaluate(focusedName)).toMatch(/發布采購/);
  await page.keyboard.press('Enter');
  const form = portal(page).locator('form[part="form"]');
  await expect(form).toBeVisible();
  const title = `鍵盤採購${Date.now() % 100000}`;
  await tabTo(page, /^\*?標題/);
  await page.keyboard.type(title);
  await tabTo(page, /^\*?截止日期/);
  // the native date field: headless Chromium's segment typing in the zh-TW locale is not
  // reliable, so the value is set on the focused field (the only non-keyboard step)
  await form.getByLabel('截止日期').fill('2030-12-31');
  await expect(form.getByLabel('截止日期')).toHaveValue('2030-12-31');
  await tabTo(page, /選擇圖片/);
  await chooseWithEnter({ name: 'one.png', mimeType: 'image/png', buffer: PNG });
  await expect(form.locator('li[data-state="done"] img')).toHaveCount(1, { timeout: 15_000 });
  for (const [label, value] of [
    [/^\*?採購量/, '300'],
    [/^\*?單位/, '張'],
    [/^\*?採購需求/, '人體工學椅'],
  ] as const) {
    await tabTo(page, label);
    await page.keyboard.type(value);
  }
  await tabTo(page, /^\*?聯繫電話/);
  await page.keyboard.press('Control+A');
  await page.keyboard.type('13800138000');
  await tabTo(page, /^發佈$/);
  await page.keyboard.press('Enter');
  await expect(toast(page, '發佈成功')).toBeVisible();
});

const APPLY_VALUES: Record<string, string> = {
  member_name: '林小華',
  taibao_id: '09876543',
  ...APPLICANT,
};

test('apply for membership with the keyboard only', DESKTOP_ONLY, async ({ page }) => {
  test.setTimeout(90_000);
  const chooseWithEnter = answerFileChoosers(page);
  await loginByApi(page, GUEST);
  await openPortal(page, '#/apply-person');
  const submit = portal(page).locator('button[type="submit"]');
  await expect(submit).toHaveText('提交申請');
  const done = new Set<string>();
  // walk the form with Tab, answering each field as it gets focus
  for (let i = 0; i < 150; i++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      let el: Element | null = document.activeElement;
      while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
      const input = el as HTMLInputElement | null;
      return {
        id: input?.id ?? '',
        type: input?.type ?? '',
        tag: input?.localName ?? '',
        text: input?.textContent?.trim() ?? '',
        group: input?.name ?? '',
      };
    });
    if (focused.tag === 'button' && focused.text === '提交申請') break;
    const name = focused.id.replace(/^sztx-apply-/, '');
    if (!focused.id.startsWith('sztx-apply-') || done.has(name)) {
      if (focused.type === 'radio' && !done.has(`radio:${focused.group}`)) {
        // the first option of each question: Space selects it
        done.add(`radio:${focused.group}`);
        await page.keyboard.press('Space');
      }
      continue;
    }
    done.add(name);
    if (focused.type === 'file') {
      await chooseWithEnter({ name: `${name}.png`, mimeType: 'image/png', buffer: PNG });
      await expect(
        portal(page).locator(`li[data-field="${name}"] .iu-item[data-state="done"] img`),
      ).toBeVisible({ timeout: 15_000 });
    } else if (focused.type === 'date') {
      // headless Chromium's segment typing is not reliable in zh-TW: set the focused field
      await portal(page).locator(`#${focused.id}`).fill('1990-05-20');
    } else if (focused.type === 'radio') {
      if (!done.has(`radio:${focused.group}`)) await page.keyboard.press('Space');
      done.add(`radio:${focused.group}`);
    } else if (APPLY_VALUES[name] !== undefined) {
      await page.keyboard.press('Control+A');
      await page.keyboard.type(APPLY_VALUES[name]!);
    } else if (focused.tag === 'input' || focused.tag === 'textarea') {
      await page.keyboard.type('測試');
    }
  }
  await expect(submit).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(toast(page, '申請成功')).toBeVisible();
  await expect(submit).toHaveText('修改申請');
});
