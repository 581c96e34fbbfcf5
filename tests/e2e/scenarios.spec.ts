import type { Frame, Page } from '@playwright/test';
import { applyNamed, readScenario, scenarioQuery } from '../../harness/src/scenario';
import { ALL_SCENARIOS } from '../../widgets/studio/all';
import type { WidgetScenario } from '../../widgets/studio/scenario';
import { seriousViolations } from './axe';
import { DESKTOP_ONLY, expect, test } from './fixtures';

// Every named scenario of every widget (widgets/<area>/scenarios.ts), applied in the preview
// studio (account, faults, steps), then the widget shows what the scenario says, with no console
// error and no serious axe violation in the canvas. One studio page per widget: its first
// scenario is opened by its URL, each next one picked in the studio's list of scenarios, as a
// user does (a new canvas, the account and faults set again, storage cleared as in a new page);
// the studio's URL then is the scenario's own. Each scenario is a step named as its test was.

/** The console errors a scenario's own faults cause (the browser logs each failed answer). */
const expectedError = (s: WidgetScenario, text: string) =>
  (s.faults ?? []).some((f) => (f.status ?? 200) >= 400) &&
  /^Failed to load resource: the server responded with a status of [45]\d\d/.test(text);

async function canvas(page: Page): Promise<Frame> {
  const frame = await (await page.locator('.stage iframe').elementHandle())?.contentFrame();
  if (!frame) throw new Error('no canvas');
  return frame;
}

/** Applies `s` in the studio: by its URL on the first, else picked in the list. */
async function apply(page: Page, s: WidgetScenario, url: string, first: boolean): Promise<void> {
  if (first) await page.goto(url);
  else {
    // what a new page would start from: no token, no remembered list or tab of the last one
    await page.evaluate(() => {
      sessionStorage.clear();
      localStorage.clear();
    });
    await page
      .getByRole('region', { name: '情境' })
      .locator(`a[data-scenario="${s.name}"]`)
      .click();
  }
  await expect(page).toHaveURL(url);
}

test.describe('widget scenarios', DESKTOP_ONLY, () => {
  for (const { tag, scenarios } of ALL_SCENARIOS) {
    test(`${tag}: every scenario`, async ({ page, baseURL }) => {
      // a bound per scenario (a busy machine), not a speed target
      test.setTimeout(20_000 * scenarios.length);
      let current = scenarios[0]!;
      let errors: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error' && !expectedError(current, m.text())) errors.push(m.text());
      });
      page.on('pageerror', (e) => errors.push(String(e)));
      page.on('response', (r) => {
        if (r.status() >= 400) errors.push(`(${r.status()} ${r.url()})`);
      });
      const widget = tag.replace(/^sztx-/, '');
      for (const [i, s] of scenarios.entries()) {
        await test.step(`${tag} ${s.name}`, async () => {
          current = s;
          errors = [];
          const query = scenarioQuery(applyNamed(readScenario(''), widget, s));
          const url = new URL(`/preview.html?${query}`, baseURL).href;
          await apply(page, s, url, i === 0);
          // the stage's state is its canvas's, for the scenario it names (set in one render);
          // read on every frame until settled (an assertion's retries would wait up to 500 ms more)
          const stage = page.locator('.stage');
          await page.waitForFunction(
            (name) => {
              const el = document.querySelector('.stage');
              return (
                el?.getAttribute('data-scenario') === name &&
                /^(ready|failed)$/.test(el.getAttribute('data-scenario-state') ?? '')
              );
            },
            s.name,
            { timeout: 20_000 },
          );
          await expect(stage).toHaveAttribute('data-scenario', s.name);
          expect(
            await stage.getAttribute('data-scenario-state'),
            `${url}\n${(await page.locator('.log li').allTextContents()).join('\n')}`,
          ).toBe('ready');

          const frame = await canvas(page);
          // the element is defined, rendered, and shows what the scenario says
          const shown = await frame.evaluate(
            ({ tag, selector }) => {
              const all = (root: Document | ShadowRoot): Element[] => [
                ...root.querySelectorAll(selector),
                ...[...root.querySelectorAll('*')].flatMap((e) =>
                  e.shadowRoot ? all(e.shadowRoot) : [],
                ),
              ];
              const el = document.querySelector(tag);
              return {
                rendered: Boolean(customElements.get(tag) && el?.shadowRoot?.childElementCount),
                shows: all(document).some((e) => e.checkVisibility()),
              };
            },
            { tag, selector: s.shows },
          );
          expect(shown, s.shows).toEqual({ rendered: true, shows: true });
          expect(await seriousViolations(frame)).toEqual([]);
          // failed answers are listed too (in brackets): expected only with the scenario's faults
          expect(errors.filter((e) => !e.startsWith('(') || !(s.faults ?? []).length)).toEqual([]);
        });
      }
    });
  }
});
