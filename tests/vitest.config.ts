import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { PREACT_ALIASES } from '../widgets/build/vite.embed.config.ts';

const jsx = { jsx: { runtime: 'automatic' as const, importSource: 'react' } };

/**
 * `npm test` runs every project in one vitest run (one startup, both cores busy until the end):
 * the package check (a build, an install, tsc and a Vite build, minutes of one core) starts
 * first, so the other core runs the rest of the files beside it instead of it running alone last.
 */
class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const isPackage = (f: TestSpecification) => f.project.name === 'package';
    return [...sorted.filter(isPackage), ...sorted.filter((f) => !isPackage(f))];
  }
}

/** Every project with a DOM: a test's page is quiet before the window closes (see the file). */
const DOM_SETUP = ['tests/support/vitest-dom.ts'];
/** The projects whose tests start reference servers: the seed data is made once a run. */
const SEED_ONCE = ['tests/support/seed-snapshot.ts'];

export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  oxc: jsx,
  test: {
    // vitest's default is one worker fewer than the cores: one worker on this 2-core machine,
    // which the package check then holds for a minute while its child processes build. With two
    // the cores still idled a tenth of the run (a package check waiting on npm, tests waiting on
    // a trickled body or a server's timer): three keep them busy. On the 2-core machine the run
    // took 230 s with two, 190 s with three and 187 s with four.
    maxWorkers: 3,
    sequence: { sequencer: LongestFirst },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          env: { SZTX_RENDERER: 'react' },
          // a server test may start its own server (seeding takes seconds on a loaded 2-core
          // machine), in a test or in a beforeAll: bounds, not speed targets, so a busy CI run
          // (the package check builds beside these files) cannot fail it
          testTimeout: 60_000,
          hookTimeout: 60_000,
          include: [
            'core/**/*.test.ts',
            'widgets/**/*.test.{ts,tsx}',
            'harness/**/*.test.ts',
            'demo-site/**/*.test.ts',
          ],
          environment: 'happy-dom',
          setupFiles: DOM_SETUP,
          globalSetup: SEED_ONCE,
        },
      },
      {
        // the same widget tests against the embed build's React API over Preact
        extends: true,
        resolve: { alias: PREACT_ALIASES },
        test: {
          name: 'widgets-preact',
          env: { SZTX_RENDERER: 'preact' },
          include: ['widgets/**/*.test.{ts,tsx}'],
          // libraries that import react must go through the alias too
          server: { deps: { inline: ['@nanostores/react'] } },
          environment: 'happy-dom',
          setupFiles: DOM_SETUP,
          globalSetup: SEED_ONCE,
        },
      },
      {
        extends: true,
        test: {
          name: 'package',
          include: ['tests/package/**/*.test.ts'],
          environment: 'node',
          // tsc over React, Vue and Svelte typings and a Vite build, on a busy machine
          testTimeout: 120_000,
          hookTimeout: 300_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'contract',
          include: ['tests/contract/**/*.test.ts'],
          environment: 'happy-dom',
          setupFiles: DOM_SETUP,
          globalSetup: SEED_ONCE,
          // each file has its own server (free port, fresh data directory), so the files run
          // side by side with the others; the bounds are for seeding (the file's beforeAll) and
          // round trips on a busy 2-core machine, as in the unit project: not speed targets
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
