// axe on every route of core/router/routes.ts, desktop and mobile: public routes logged out,
// personal routes logged in (the seeded SZTX member); no serious or critical violation.
// (Each widget on its own: see the end of this file.)
import { ROUTES } from '../../core/router/routes';
import { DEMO } from '../support/accounts';
import { seriousViolations } from './axe';
import { DESKTOP_ONLY, expect, goRoute, loginByApi, test } from './fixtures';
import { portal } from './parts';
import { SAMPLES, samplePath } from './routes';

test('every route has a sample', DESKTOP_ONLY, () => {
  expect(Object.keys(SAMPLES).sort()).toEqual([...ROUTES].sort());
});

// One page per login state walks its routes (goRoute: main holds the route's page, loaded);
// every route's violations are reported, each under its path.
for (const login of [false, true]) {
  const routes = ROUTES.filter((route) => Boolean(SAMPLES[route].login) === login);
  test(`axe on every ${login ? 'personal route (logged in)' : 'public route (logged out)'}`, async ({
    page,
  }) => {
    test.setTimeout(8_000 * routes.length);
    if (login) await loginByApi(page, DEMO);
    for (const route of routes) {
      const { ready } = SAMPLES[route];
      const path = samplePath(route);
      await goRoute(page, path);
      const main = portal(page).locator('main');
      // loaded: content in the main area, no skeleton left and nothing busy
      await expect
        .poll(
          () =>
            main.evaluate((el) =>
              el.querySelector('.skeleton') ? '' : (el.textContent ?? '').trim().slice(0, 40),
            ),
          { message: `${path} has content` },
        )
        .not.toBe('');
      if (ready) await expect(main.locator(ready).first(), path).toBeVisible();
      await expect(portal(page).locator('[aria-busy="true"]'), `${path} busy`).toHaveCount(0);
      expect.soft(await seriousViolations(page), `axe ${path}`).toEqual([]);
    }
  });
}

// Each widget on its own: axe runs in every named scenario of the widget (tests/e2e/scenarios.spec.ts,
// generated from widgets/<area>/scenarios.ts: first page, empty, errors, dialogs, mobile, Simplified).
