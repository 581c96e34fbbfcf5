import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { PREACT_ALIASES } from '../widgets/vite.embed.config.ts';

const jsx = { jsx: { runtime: 'automatic' as const, importSource: 'react' } };

/** Every project with a DOM: a test's page is quiet before the window closes (see the file). */
const DOM_SETUP = ['tests/support/vitest-dom.ts'];

export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  oxc: jsx,
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          env: { SZTX_RENDERER: 'react' },
          // a server test may start its own server (seeding takes seconds on a loaded 2-core
          // machine): a bound, not a speed target, so a busy CI run cannot fail it
          testTimeout: 60_000,
          include: [
            'core/**/*.test.ts',
            'widgets/**/*.test.{ts,tsx}',
            'harness/**/*.test.ts',
            'demo-site/**/*.test.ts',
          ],
          environment: 'happy-dom',
          setupFiles: DOM_SETUP,
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
          server: { deps: { inline: ['@nanostores/react', /@r2wc\//] } },
          environment: 'happy-dom',
          setupFiles: DOM_SETUP,
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
          fileParallelism: false,
        },
      },
    ],
  },
});
