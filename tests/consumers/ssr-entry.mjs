// Whether the packed package installed in a consumer app has its server entry, `sztx-widgets/ssr`
// (issue 32): read from the installed package's `exports`, so the apps' server-rendered pages
// and their checks turn on by themselves once the package ships the entry.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Why the server-rendered pages are left out (and their checks skipped) without the entry. */
export const SSR_MISSING =
  'the packed package has no server entry (its package.json `exports` has no "./ssr"): the apps leave their server-rendered pages out';

/** Whether `<app>/node_modules/sztx-widgets` exports `./ssr`. */
export function hasSsrEntry(app) {
  const manifest = join(app, 'node_modules/sztx-widgets/package.json');
  const { exports = {} } = JSON.parse(readFileSync(manifest, 'utf8'));
  return Object.hasOwn(exports, './ssr');
}
