// One modal at a time (core/modal): every sequence that chains dialogs — a login that an action
// waits for, the upgrade prompt after it, the action's own dialog, a login dialog over a form
// dialog when the session ends — shows one modal panel at any moment, in a deliberate order,
// and the user still reaches what they asked for. A sampler counts the visible modal panels
// (role=dialog with aria-modal, or an open <dialog>, in every shadow root) on every frame.
import type { Page } from '@playwright/test';
import { type Account, DEMO, GUEST } from '../support/accounts';
import { endSessionElsewhere, expect, loginByApi, MOBILE, openPortal, test } from './fixtures';
import { loginDialog, overlay, portal, toast } from './parts';

interface ModalSample {
  max: number;
  names: string[];
}

/** Counts the visible modal panels on every animation frame, from the page's first script. */
async function sampleModals(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const sample = { max: 0, names: [] as string[] };
    Object.assign(window, { __modals: sample });
    const collect = (root: Document | ShadowRoot, out: Element[]) => {
      for (const el of root.querySelectorAll('*')) {
        if (el.shadowRoot) collect(el.shadowRoot, out);
        const modal =
          (el.getAttribute('role') === 'dialog' && el.getAttribute('aria-modal') === 'true') ||
          (el instanceof HTMLDialogElement && el.open);
        if (!modal) continue;
        const box = el.getBoundingClientRect();
        if (box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden')
          out.push(el);
      }
    };
    const tick = () => {
      const shown: Element[] = [];
      collect(document, shown);
      if (shown.length > sample.max) {
        sample.max = shown.length;
        sample.names = shown.map(
          (el) => el.getAttribute('aria-label') ?? el.querySelector('h2')?.textContent ?? '?',
        );
      }
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}

const modalsSeen = (page: Page) =>
  page.evaluate(() => (window as unknown as { __modals: ModalSample }).__modals);

async function logInInDialog(page: Page, account: Account): Promise<void> {
  const dialog = loginDialog(page);
  await dialog.getByLabel('手機號').fill(account.phone);
  await dialog.getByLabel('密碼', { exact: true }).fill(account.password);
  await dialog.locator('form').getByRole('button', { name: '登錄', exact: true }).click();
  await expect(toast(page, '登錄成功')).toBeVisible();
  await expect(dialog).toHaveCount(0);
}

test.describe('one dialog at a time', MOBILE, () => {
  test('subscribe, log in as a non-member: the upgrade prompt, then the subscription choice', async ({
    page,
  }) => {
    await sampleModals(page);
    await openPortal(page, '#/article/49');
    await portal(page).locator('main').getByRole('button', { name: '立即訂閱' }).click();
    await expect(loginDialog(page)).toBeVisible();
    await logInInDialog(page, GUEST);

    // the invitation first (a member may read it free), the purchase waits for its turn
    const prompt = overlay(page).getByRole('dialog', { name: '升級協會會員' });
    await expect(prompt).toBeVisible();
    // (a modal waiting for its turn is there, kept as it is, but hidden)
    const subscribe = portal(page).getByRole('dialog', {
      name: '訂閱付費內容',
      includeHidden: true,
    });
    await expect(subscribe).toBeAttached();
    await expect(subscribe).toBeHidden();
    await prompt.getByRole('button', { name: '以後再說' }).click();
    await expect(prompt).toHaveCount(0);
    await expect(subscribe).toBeVisible();
    await expect(subscribe.getByRole('button', { name: /^去支付/ })).toBeVisible();
    // keyboard focus went with the turn: into the subscription dialog
    await expect
      .poll(() =>
        subscribe.evaluate((el) => {
          let active = document.activeElement;
          while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
          return el.contains(active);
        }),
      )
      .toBe(true);
    expect(await modalsSeen(page)).toMatchObject({ max: 1 });
  });

  test('the session ends while a need is edited: the login dialog alone, then the edit again', async ({
    page,
  }) => {
    await sampleModals(page);
    const token = await loginByApi(page, DEMO);
    await openPortal(page, '#/my_need');
    await portal(page)
      .getByRole('button', { name: /^編輯「/ })
      .first()
      .click();
    const edit = portal(page).getByRole('dialog', { name: /^編輯.*需求$/ });
    await expect(edit).toBeVisible();
    await endSessionElsewhere(page, token);
    await edit.getByRole('button', { name: '保存修改' }).click();

    await expect(loginDialog(page)).toBeVisible();
    const waiting = portal(page).getByRole('dialog', { name: /^編輯.*需求$/, includeHidden: true });
    await expect(waiting).toBeAttached();
    await expect(waiting).toBeHidden();
    await logInInDialog(page, DEMO);
    await expect(toast(page, '修改成功')).toBeVisible();
    expect(await modalsSeen(page)).toMatchObject({ max: 1 });
  });
});
