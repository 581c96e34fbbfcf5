// The consumer projects a partner would write from docs/embedding.md, each with the packed
// package installed (global-setup.ts): plain HTML, React 19, Vue 3 and Svelte 5. Each one
// type-checks with its framework's checker (a misspelt attribute is an error there), builds
// for production, and its page, served on another origin than the API, shows real data and
// works: attributes set in the framework's order (lang before api-base), a property set
// through the framework, typed events, deep links (history="hash") with Back, the partner's
// theme and the session API. The React and Vue ones also build, beside the app, the code the
// preview studio's snippet panel gives for a themed board (studio.html), and it renders so.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Locator, test } from '@playwright/test';
import type { SztxNeedsBoardElement } from '../../types/elements.js';
import { DEMO, loginPath } from '../support/accounts';
import { collectErrors } from '../support/page-errors';
import { ROOT } from '../support/process.mjs';
import { themeLook } from '../support/theme-look';
import { APPS, STUDIO_THEME } from './global-setup';
import { approvedNeeds, npmRun } from './helpers';

const ORIGIN = process.env.SZTX_CONSUMERS_ORIGIN!;
const API = process.env.SZTX_CONSUMERS_API!;
/** The theme colour the apps set with `--sztx-primary` (#0b6e4f). */
const PRIMARY = 'rgb(11, 110, 79)';

const looks = (host: Locator) => themeLook(host, PRIMARY);

/** Each framework's negative fixture (fixtures/): the checker's error, and that it is the only one. */
const MISSPELT: Partial<Record<(typeof APPS)[number], { error: RegExp; one: RegExp }>> = {
  react19: {
    error: /fixtures\/misspelt\.tsx\(4,[\s\S]*'lnag' does not exist/,
    one: /^(?![\s\S]*error TS[\s\S]*error TS)/,
  },
  vue3: {
    error: /fixtures\/Misspelt\.vue\(6,[\s\S]*'pageSise' does not exist/,
    one: /^(?![\s\S]*error TS[\s\S]*error TS)/,
  },
  svelte5: {
    error: /fixtures\/Misspelt\.svelte:5:\d+\s+Error: [^\n]*'"lnag"' does not exist/,
    one: /found 1 error\b/,
  },
};

for (const app of APPS) {
  test.describe(app, () => {
    test.describe.configure({ mode: 'serial' });

    test('type-checks; a misspelt attribute is a type error', () => {
      const check = npmRun(app, 'check');
      expect(check.ok, check.output).toBe(true);
      const expected = MISSPELT[app];
      if (!expected) return; // plain HTML: its script is checked, there is no markup to check
      const negative = npmRun(app, 'check:misspelt');
      expect(negative.ok, negative.output).toBe(false);
      expect(negative.output).toMatch(expected.error);
      // that error alone: the rest of the fixture is fine
      expect(negative.output).toMatch(expected.one);
    });

    test('builds for production', () => {
      const build = npmRun(app, 'build');
      expect(build.ok, build.output).toBe(true);
      expect(existsSync(join(ROOT, 'tests/consumers', app, 'dist/index.html'))).toBe(true);
    });

    test('real data; lang before api-base, a property, typed events, theme, deep links', async ({
      page,
      request,
    }) => {
      const errors = collectErrors(page);
      await page.goto(`${ORIGIN}/${app}/index.html?api=${encodeURIComponent(API)}`);
      const board = page.locator('sztx-needs-board');

      // the API's needs, three of them: pageSize = 3 set through the framework
      const cards = board.locator('[part="need-card"]');
      await expect(cards).toHaveCount(3);
      for (const text of await cards.allTextContents()) expect(text.trim()).not.toBe('');
      expect(await board.evaluate((el) => (el as SztxNeedsBoardElement).pageSize)).toBe(3);
      // sztx-loaded reached the app's handler with its typed detail: the API's total
      const { total } = await approvedNeeds(request, API);
      expect(total).toBeGreaterThan(3);
      await expect(page.locator('#loaded')).toHaveText(`3/${total}`);

      // lang was set before api-base and both took: Simplified, from the API on its origin
      expect(
        await board.evaluate((el) => el.shadowRoot?.querySelector('[lang]')?.getAttribute('lang')),
      ).toBe('zh-Hans');
      expect(new URL(API).origin).not.toBe(new URL(page.url()).origin);

      // the partner's --sztx-primary reaches the widget's shadow root
      expect((await looks(board)).brand).toBe(true);

      // sztx-open-need: the app shows its typed detail (id and title) and lets the board open it
      const title = (
        await cards.first().locator('h3, [class*="title"]').first().textContent()
      )?.trim();
      expect(title).toBeTruthy();
      await cards.first().click();
      const opened = page.locator('#opened');
      await expect(opened).toHaveText(/^\d+: /);
      // the title as the card shows it (Simplified here)
      expect((await opened.textContent())?.replace(/^\d+: /, '')).toBe(title);
      const id = (await opened.textContent())!.split(':')[0];
      const detail = board.locator('[part="detail"]');
      await expect(detail).toBeVisible();

      // history="hash": the need is in the URL (the app's query kept), Back returns to the
      // board, Forward and a reload of the link open the need again
      await expect(page).toHaveURL(new RegExp(`\\?api=[^#]+#sztx-needs=need/${id}$`));
      await page.goBack();
      await expect(detail).toHaveCount(0);
      await expect(cards).toHaveCount(3);
      expect(new URL(page.url()).hash).not.toContain('sztx-needs');
      await page.goForward();
      await expect(detail).toBeVisible();
      await page.reload();
      await expect(board.locator('[part="detail"]')).toBeVisible();
      expect(errors).toEqual([]);
    });

    if (app === 'react19' || app === 'vue3') {
      test("the studio's snippet, checked and built with the app, shows the themed board and dialog", async ({
        page,
      }) => {
        const errors = collectErrors(page);
        await page.goto(`${ORIGIN}/${app}/studio.html`);
        const board = page.locator('sztx-needs-board');
        await expect(board.locator('[part="need-card"]')).toHaveCount(3);
        const themed = { brand: true, font: STUDIO_THEME['--sztx-font'] };
        await expect.poll(() => looks(board)).toEqual(themed);
        // the login dialog the board opens takes its theme
        await board.getByRole('tab').nth(1).click();
        const overlay = page.locator('sztx-overlay');
        await expect(overlay.getByRole('dialog', { name: '歡迎來到台商協會' })).toBeVisible();
        await expect.poll(() => looks(overlay)).toEqual(themed);
        expect(errors).toEqual([]);
      });
    }

    test('the partner logs the member in with SZTX.session.set(token)', async ({
      page,
      request,
    }) => {
      await page.goto(`${ORIGIN}/${app}/index.html?api=${encodeURIComponent(API)}`);
      const board = page.locator('sztx-needs-board');
      await expect(board.locator('[part="need-card"]')).toHaveCount(3);
      // the publish tab asks for a login: the app cancels the widget's dialog
      await board.getByRole('tab').nth(1).click();
      await expect(page.locator('#login-asked')).toHaveText('publish');
      await expect(board.locator('[part="form"]')).toHaveCount(0);

      // the partner's own login got a token from the API
      const answer = await request.post(`${new URL(API).origin}${loginPath(DEMO)}`);
      const token = ((await answer.json()) as { data: string }).data;
      expect(await page.evaluate((t) => window.SZTX!.session.set(t), token)).toBe(true);
      await expect(board.locator('[part="form"]')).toBeVisible();
    });
  });
}
