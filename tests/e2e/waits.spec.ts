// Every wait of the e2e suite ends on the state it waits for, not on a step of a backoff:
// `expect.poll` and `toPass` look again every 50 ms (expect.ts, playwright.config.ts). Playwright's
// own steps (100, 250, 500 ms, then a second) once cost the route walks a third of their time. The
// walk is every file of tests/e2e: each takes `expect` from the suite (fixtures.ts or expect.ts),
// never Playwright's directly, and no wait asks for longer steps again.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { POLL_INTERVALS } from './expect';
import { DESKTOP_ONLY, expect, test } from './fixtures';
import config from './playwright.config';

const DIR = import.meta.dirname;
const FILES = readdirSync(DIR).filter((name) => name.endsWith('.ts'));

test('every e2e wait looks again every 50 ms at most', DESKTOP_ONLY, () => {
  expect(POLL_INTERVALS.every((ms) => ms <= 50)).toBe(true);
  expect(config.expect?.toPass?.intervals, 'toPass in playwright.config.ts').toEqual(
    POLL_INTERVALS,
  );
  const problems = FILES.flatMap((name) => {
    const source = readFileSync(join(DIR, name), 'utf8');
    const out: string[] = [];
    // a value import of Playwright's expect (a type import is fine)
    for (const [, names] of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@playwright\/test'/g))
      if (name !== 'expect.ts' && /(^|[\s,])expect\b/.test(names!.replace(/type\s+\w+/g, '')))
        out.push(`${name} imports expect from @playwright/test`);
    for (const [steps] of source.matchAll(/intervals:\s*\[[^\]]*\]/g))
      if ((steps.match(/\d+/g) ?? []).some((ms) => Number(ms) > 50)) out.push(`${name}: ${steps}`);
    return out;
  });
  expect(problems).toEqual([]);
});

// A test that reads layout at once after a viewport change reads a frame no visitor sees: the
// new width with the old width's markup (the page learns of the size in its next frame). Once
// in a few runs that made the 320 px check of widths.spec.ts see the desktop menu bar, 348 px
// too wide. Every viewport change goes through fixtures.ts's resize, which waits for that frame.
test('every e2e viewport change waits for the frame at the new size', DESKTOP_ONLY, () => {
  const direct = FILES.filter(
    (name) =>
      name !== 'fixtures.ts' && /\.setViewportSize\(/.test(readFileSync(join(DIR, name), 'utf8')),
  );
  expect(
    FILES.filter((name) => /resize\(page/.test(readFileSync(join(DIR, name), 'utf8'))).length,
  ).toBeGreaterThan(4);
  expect(direct, 'files calling page.setViewportSize instead of resize').toEqual([]);
});

// An async listener of a page's events finishes after the event: a test that reads what it
// stores may read before it has (kit.spec.ts once found none of the chunks' headers it awaited).
// A listener stores promises instead, and the reader awaits them.
test('no e2e event listener is async', DESKTOP_ONLY, () => {
  const sources = FILES.map((name) => [name, readFileSync(join(DIR, name), 'utf8')] as const);
  expect(sources.filter(([, text]) => /\.on\('[a-z]+', /.test(text)).length).toBeGreaterThan(4);
  const async = sources.filter(([, text]) => /\.on\('[a-z]+', async\b/.test(text)).map(([n]) => n);
  expect(async, 'files with an async event listener').toEqual([]);
});

// A session ended on the server while the page still has a call of its own in flight (its
// session check, a page's signed-in read): that call is refused first, and the page notices
// before the action the test means to be the one refused (session-expiry.spec.ts once found the
// login dialog already open in front of its click). Every end of a session goes through
// fixtures.ts's endSessionElsewhere, which waits for the page's calls to settle.
test(
  'every e2e session ended on the server waits for the page to settle first',
  DESKTOP_ONLY,
  () => {
    const sources = FILES.map((name) => [name, readFileSync(join(DIR, name), 'utf8')] as const);
    expect(
      sources.filter(([, text]) => /endSessionElsewhere\(page/.test(text)).length,
    ).toBeGreaterThan(3);
    const direct = sources
      .filter(([name, text]) => name !== 'fixtures.ts' && /account\/outLogin\//.test(text))
      .map(([name]) => name);
    expect(direct, 'files ending a session without endSessionElsewhere').toEqual([]);
  },
);
