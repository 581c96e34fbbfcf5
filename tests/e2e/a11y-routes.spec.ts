// axe on every route of core/router/routes.ts, desktop and mobile: public routes logged out,
// personal routes logged in (the seeded SZTX member); and on every widget of the manifest on
// its own. No serious or critical violation.
import { ROUTES } from '../../core/router/routes';
import { DEMO } from '../support/accounts';
import { seriousViolations } from './axe';
import { WIDGET_TAGS } from './data';
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

for (const tag of WIDGET_TAGS) {
  test(`axe <${tag}> on its own on a partner page`, async ({ page }) => {
    await page.goto(`/partner/one.html?tag=${tag}`);
    const element = page.locator(tag);
    await expect
      .poll(() =>
        element.evaluate((el) => {
          const root = el.shadowRoot?.querySelector('.sztx-root');
          if (!root || root.querySelector('.skeleton')) return '';
          return (root.textContent ?? '').trim().slice(0, 40);
        }),
      )
      .not.toBe('');
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page, [[tag]])).toEqual([]);
  });
}
