// A partner's Astro site (static output), written from docs/embedding.md: the needs board as a
// client-side element (src/pages/index.astro) and, when the installed package has its server
// entry `sztx-widgets/ssr` (../ssr-entry.mjs), the board rendered at build time (/ssr/).
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'astro/config';
import { hasSsrEntry } from '../ssr-entry.mjs';

const here = dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  // served at /astro/ by the consumers suite (tests/consumers/global-setup.ts)
  base: '/astro',
  vite: { build: { chunkSizeWarningLimit: 1100 }, logLevel: 'warn' },
  integrations: [
    {
      name: 'sztx-ssr-page',
      hooks: {
        'astro:config:setup': ({ injectRoute }) => {
          if (hasSsrEntry(here))
            injectRoute({ pattern: '/ssr', entrypoint: './src/ssr/board.astro' });
        },
      },
    },
  ],
});
