// axe on every route of core/router/routes.ts, desktop and mobile: public routes logged out,
// personal routes logged in (the seeded SZTX member); no serious or critical violation.
// (Each widget on its own: see the end of this file.)
import { ROUTES } from '../../core/router/routes';
import { DEMO } from '../support/accounts';
import { seriousViolations } from './axe';
import { DESKTOP_ONLY, expect, loginByApi, openPortal, test } from './fixtures';
import { portal } from './parts';
import { SAMPLES, samplePath } from './routes';

test('every route has a sample', DESKTOP_ONLY, () => {
  expect(Object.keys(SAMPLES).sort()).toEqual([...ROUTES].sort());
});

for (const route of ROUTES) {
  const sample = SAMPLES[route];
  const path = samplePath(route);
  test(`axe ${path}${sample.login ? ' (logged in)' : ''}`, async ({ page }) => {
    if (sample.login) await loginByApi(page, DEMO);
    await openPortal(page, `#${path}`);
    const main = portal(page).locator('main');
    // loaded: content in the main area and no skeleton left
    await expect
      .poll(() =>
        main.evaluate((el) =>
          el.querySelector('.skeleton') ? '' : (el.textContent ?? '').trim().slice(0, 40),
        ),
      )
      .not.toBe('');
    if (sample.ready) await expect(main.locator(sample.ready).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page)).toEqual([]);
  });
}

// Each widget on its own: axe runs in every named scenario of the widget (tests/e2e/scenarios.spec.ts,
// generated from widgets/<area>/scenarios.ts: first page, empty, errors, dialogs, mobile, Simplified).
