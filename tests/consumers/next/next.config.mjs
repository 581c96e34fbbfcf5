// A partner's Next.js app (App Router), written from docs/embedding.md. The server-rendered page
// (app/ssr/page.ssr.tsx) is built only when the installed package has its server entry,
// `sztx-widgets/ssr` (see ../ssr-entry.mjs); without it the app is the client page alone.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { hasSsrEntry } from '../ssr-entry.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const ssr = hasSsrEntry(here);

/** @type {import('next').NextConfig} */
export default {
  pageExtensions: ssr ? ['tsx', 'ssr.tsx'] : ['tsx'],
  typescript: { tsconfigPath: ssr ? 'tsconfig.ssr.json' : 'tsconfig.json' },
  // the frameworks come from the repository's node_modules (see ../global-setup.ts)
  turbopack: { root: join(here, '../../..') },
  outputFileTracingRoot: join(here, '../../..'),
};
