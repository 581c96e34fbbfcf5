import type { Frame, Page } from '@playwright/test';
import { applyNamed, readScenario, scenarioQuery } from '../../harness/src/scenario';
import { ALL_SCENARIOS } from '../../widgets/studio/all';
import type { WidgetScenario } from '../../widgets/studio/scenario';
import { seriousViolations } from './axe';
import { DESKTOP_ONLY, expect, test } from './fixtures';

// Every named scenario of every widget (widgets/<area>/scenarios.ts), opened in the preview
// studio by its URL: the studio applies it (account, faults, steps), then the widget shows what
// the scenario says, with no console error and no serious axe violation in the canvas.

/** The console errors a scenario's own faults cause (the browser logs each failed answer). */
const expectedError = (s: WidgetScenario, text: string) =>
  (s.faults ?? []).some((f) => (f.status ?? 200) >= 400) &&
  /^Failed to load resource: the server responded with a status of [45]\d\d/.test(text);

async function canvas(page: Page): Promise<Frame> {
  const frame = await (await page.locator('.stage iframe').elementHandle())?.contentFrame();
  if (!frame) throw new Error('no canvas');
  return frame;
}

test.describe('widget scenarios', DESKTOP_ONLY, () => {
  for (const { tag, scenarios } of ALL_SCENARIOS) {
    for (const s of scenarios) {
      test(`${tag} ${s.name}`, async ({ page }) => {
        const errors: string[] = [];
        page.on('console', (m) => {
          if (m.type() === 'error' && !expectedError(s, m.text())) errors.push(m.text());
        });
        page.on('pageerror', (e) => errors.push(String(e)));
        page.on('response', (r) => {
          if (r.status() >= 400) errors.push(`(${r.status()} ${r.url()})`);
        });
        const widget = tag.replace(/^sztx-/, '');
        const url = `/preview.html?${scenarioQuery(applyNamed(readScenario(''), widget, s))}`;
        await page.goto(url);
        const stage = page.locator('.stage');
        await expect(stage).toHaveAttribute('data-scenario-state', /^(ready|failed)$/, {
          timeout: 20_000,
        });
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
  }
});
