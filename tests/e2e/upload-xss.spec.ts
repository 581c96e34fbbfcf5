// Stored XSS through uploads, as a logged-in member's page meets it: the Qiniu emulator refuses
// anything that is not a real raster image (a GIF89a/HTML polyglot, an SVG with a script) under
// any key; a real PNG is stored, but the portal's policy never runs a script from /files/
// (uploads or seed pictures), and the file opened directly is an image in a sandbox. A control
// script in /assets/, the portal's own folder, does run: the policy tells the folders apart.
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO } from '../support/accounts';
import { PNG } from './data';
import { DESKTOP_ONLY, expect, loginByApi, openPortal, test } from './fixtures';

/** Where the worker's server serves the portal from (global-setup.ts's snapshot, else the repo). */
const APP_DIR = process.env.SZTX_E2E_APP_DIR ?? fileURLToPath(new URL('../..', import.meta.url));
const DEMO_ID = 1;

const POLYGLOT_GIF = 'GIF89a/*\x00\x00*/=1;<script>window.__uploadXss=1</script>//';
const SVG_SCRIPT =
  '<svg xmlns="http://www.w3.org/2000/svg"><script>window.__uploadXss=1</script><rect width="1" height="1"/></svg>';

interface Outcome {
  violations: string[];
  loaded: boolean;
  errored: boolean;
  sentinel: unknown;
}

test('uploads never become scripts on the portal’s origin', DESKTOP_ONLY, async ({ page }) => {
  const token = await loginByApi(page, DEMO);
  await openPortal(page);
  const run = Math.random().toString(36).slice(2, 10);

  // 1. the emulator refuses the polyglot and the SVG under every key: HTTP 403
  const refused = await page.evaluate(
    async ({ token, run, userId, bodies }) => {
      const up = await fetch('/api/v2/qiniu/getUptoken', {
        headers: { authorization: `Bearer ${token}` },
      });
      const upToken = ((await up.json()) as { data: string }).data;
      const results: { key: string; kind: string; status: number }[] = [];
      for (const [kind, body, type] of bodies) {
        for (const ext of ['html', 'js', 'gif', 'svg']) {
          const key = `u/${userId}/xss-${run}-${kind}.${ext}`;
          const form = new FormData();
          form.append('token', upToken);
          form.append('key', key);
          form.append('file', new Blob([body], { type }), `x.${ext}`);
          const res = await fetch('/qiniu-up/', { method: 'POST', body: form });
          results.push({ key, kind, status: res.status });
        }
      }
      return results;
    },
    {
      token,
      run,
      userId: DEMO_ID,
      bodies: [
        ['gif', POLYGLOT_GIF, 'image/gif'],
        ['svg', SVG_SCRIPT, 'image/svg+xml'],
      ] as [string, string, string][],
    },
  );
  expect(refused).toHaveLength(8);
  for (const attempt of refused) expect(attempt.status, attempt.key).toBe(403);
  for (const attempt of refused) {
    const file = await page.request.get(`/files/uploads/${attempt.key}`);
    expect(file.status(), attempt.key).toBe(404);
  }

  // 2. a real PNG is stored
  const stored = await page.evaluate(
    async ({ token, key, png }) => {
      const up = await fetch('/api/v2/qiniu/getUptoken', {
        headers: { authorization: `Bearer ${token}` },
      });
      const upToken = ((await up.json()) as { data: string }).data;
      const form = new FormData();
      form.append('token', upToken);
      form.append('key', key);
      const bytes = Uint8Array.from(atob(png), (c) => c.charCodeAt(0));
      form.append('file', new Blob([bytes], { type: 'image/png' }), 'real.png');
      const res = await fetch('/qiniu-up/', { method: 'POST', body: form });
      return { status: res.status, body: (await res.json()) as { key?: string } };
    },
    { token, key: `u/${DEMO_ID}/xss-${run}-real.png`, png: PNG.toString('base64') },
  );
  expect(stored.status).toBe(200);
  const key = stored.body.key as string;
  expect(key).toBe(`u/${DEMO_ID}/xss-${run}-real.png`);

  // 3. <script src> on the portal page: /files/ is blocked by the policy, /assets/ is not
  const addScript = (src: string) =>
    page.evaluate(
      (src) =>
        new Promise<Outcome>((resolve) => {
          const w = window as unknown as Record<string, unknown>;
          const outcome: Outcome = {
            violations: [],
            loaded: false,
            errored: false,
            sentinel: null,
          };
          const onViolation = (e: SecurityPolicyViolationEvent) => {
            if (e.blockedURI.includes(new URL(src, location.href).pathname))
              outcome.violations.push(e.effectiveDirective);
          };
          document.addEventListener('securitypolicyviolation', onViolation);
          const script = document.createElement('script');
          script.src = src;
          const done = () =>
            // a violation event is queued as a task: let it arrive before deciding
            setTimeout(() => {
              document.removeEventListener('securitypolicyviolation', onViolation);
              outcome.sentinel = w.__uploadXss ?? w.__assetsControl ?? null;
              resolve(outcome);
            }, 200);
          script.onload = () => {
            outcome.loaded = true;
            done();
          };
          script.onerror = () => {
            outcome.errored = true;
            done();
          };
          document.body.append(script);
        }),
      src,
    );

  // control: a script in the portal's own folder runs (so a blocked /files/ script is the
  // policy's doing, not a broken test)
  const controlName = `upload-xss-control-${run}.js`;
  const controlPath = join(APP_DIR, 'dist', 'portal', 'assets', controlName);
  writeFileSync(controlPath, 'window.__assetsControl = "ran";\n');
  try {
    const control = await addScript(`/assets/${controlName}`);
    expect(control).toEqual({ violations: [], loaded: true, errored: false, sentinel: 'ran' });
  } finally {
    rmSync(controlPath, { force: true });
  }
  await page.evaluate(() => {
    delete (window as unknown as Record<string, unknown>).__assetsControl;
  });

  for (const src of [`/files/uploads/${key}`, '/files/seed/apply-photo.svg']) {
    const outcome = await addScript(src);
    // Chromium reports `script-src-elem` (which falls back to the policy's script-src)
    expect(
      outcome.violations.some((d) => /^script-src/.test(d)),
      src,
    ).toBe(true);
    expect(outcome.loaded, src).toBe(false);
    expect(outcome.sentinel, src).toBeNull();
  }
  expect(await page.evaluate(() => '__uploadXss' in window)).toBe(false);

  // 4. the upload opened directly: an image in a sandbox, never a page of the portal's origin
  const direct = await page.goto(`/files/uploads/${key}`);
  expect(direct?.status()).toBe(200);
  const headers = direct?.headers() ?? {};
  expect(headers['content-type']).toMatch(/^image\/png/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['content-security-policy']).toMatch(/(^|;)\s*sandbox(\s*;|\s*$)/);
  expect(headers['content-security-policy']).toMatch(/default-src 'none'/);
});
