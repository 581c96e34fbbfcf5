// Size benchmark: gzip bytes a partner page downloads for each widget, Preact build against the
// React build of the same source (baseline, measured in the same run). Not a timed test.
// Exits 1 when a budget is exceeded (`npm run test:size`, part of `npm test`).
// Usage: node tests/bench/size.mjs   (builds first when the sources are newer than dist/)
import { buildIfStale } from '../../demo-site/build-if-stale.mjs';
import { gzipBytes, readManifest } from './manifest.mjs';

// The goals of issue 19 (reached on 2026-11-24 at 24.9 / 29.3 KB; 30 / 35 before the work),
// back after the one loading primitive's +0.4 KB (issue 29: 24.9 / 29.8 KB on 2026-11-27):
// docs/performance.md says how.
// embed runtime + news feed, gzip
const BUDGET_KB = 25;
const LOADER_BUDGET_KB = 3; // the loader script, gzip
// embed runtime + needs board (publish form and qiniu-js lazy), gzip: the goal is 30 KB; a
// ratchet below it since it reached 29.6 KB (30 306 B, issue 29's leftovers, 2026-11-27)
const NEEDS_BUDGET_KB = 29.8;
// every widget entry's first download (the entry and its static imports), gzip: the two goals
// above, the others what they reached on 2026-11-27 with about half a KB to spare (a ratchet:
// lower it when an entry shrinks). Raised once the same day for issue 30 (one modal at a time,
// not-found states, lists' places, titles; content loads the 'extra' file for the one
// breakpoint, which the layout store there imports).
// An entry without a line here fails the check.
const ENTRY_BUDGETS_KB = {
  'apply-form': 41.5,
  content: 30,
  directory: 32.5,
  'needs-board': NEEDS_BUDGET_KB,
  'news-feed': BUDGET_KB,
  'personal-centre': 62,
  portal: 48.5,
};

const kb = (bytes) => (bytes / 1024).toFixed(1);

function analyse(dir) {
  const { manifest, closure, files, bytes: sum } = readManifest(dir);
  const entryKey = (name) =>
    Object.keys(manifest).find((k) => manifest[k].isEntry && manifest[k].name === name);
  const runtimeKey = Object.keys(manifest).find((k) => manifest[k].name === 'runtime');
  const findKey = (suffix) => Object.keys(manifest).find((k) => k.endsWith(suffix));
  const dictionary = (...suffixes) => sum(files(suffixes.flatMap((s) => [...closure(findKey(s))])));
  const newsFeed = closure(entryKey('news-feed'));
  const runtime = runtimeKey ? gzipBytes(dir, manifest[runtimeKey].file) : 0;
  return {
    runtime,
    newsFeedInitial: sum(files(newsFeed)),
    newsFeedOwn: sum(files(newsFeed)) - runtime,
    loginDialog: sum(files(closure(findKey('widgets/ui/LoginDialog.tsx')))) - runtime,
    t2s: dictionary(
      'opencc-js/dist/esm-lib/core.js',
      'opencc-js/dist/esm-lib/from/tw.js',
      'opencc-js/dist/esm-lib/to/cn.js',
    ),
    s2t: dictionary(
      'opencc-js/dist/esm-lib/core.js',
      'opencc-js/dist/esm-lib/from/cn.js',
      'opencc-js/dist/esm-lib/to/tw.js',
    ),
    initialFiles: files(newsFeed),
    loader: gzipBytes(dir, 'loader.js'),
    // every entry's initial download (the entry and its static imports)
    entries: Object.fromEntries(
      Object.keys(manifest)
        .filter((k) => manifest[k].isEntry && !['loader', 'sztx'].includes(manifest[k].name))
        .map((k) => [manifest[k].name, sum(files(closure(k)))]),
    ),
    needsBoardInitial: sum(files(closure(entryKey('needs-board')))),
    needsBoardFiles: files(closure(entryKey('needs-board'))),
    // lazily loaded on the publish tab: the form, the image field and core/upload
    needsPublish:
      sum(files(closure(findKey('widgets/needs-board/PublishPanel.tsx')))) -
      sum(
        files(
          new Set(
            [...closure(findKey('widgets/needs-board/PublishPanel.tsx'))].filter((k) =>
              closure(entryKey('needs-board')).has(k),
            ),
          ),
        ),
      ),
    qiniu: findKey('node_modules/qiniu-js/esm/index.js')
      ? sum(
          files(
            new Set(
              [...closure(findKey('node_modules/qiniu-js/esm/index.js'))].filter(
                (k) => !closure(entryKey('needs-board')).has(k),
              ),
            ),
          ),
        )
      : 0,
  };
}

buildIfStale();
const preact = analyse('dist/embed');
const react = analyse('dist/embed-react');

const rows = [
  ['embed runtime (shared chunk)', preact.runtime, react.runtime],
  ['news-feed own code', preact.newsFeedOwn, react.newsFeedOwn],
  ['news-feed initial download', preact.newsFeedInitial, react.newsFeedInitial],
  ['login dialog (lazy, on first open)', preact.loginDialog, react.loginDialog],
  ['needs-board initial download', preact.needsBoardInitial, react.needsBoardInitial],
  ['needs-board publish form (lazy)', preact.needsPublish, react.needsPublish],
  ['qiniu-js upload client (lazy, on first upload)', preact.qiniu, react.qiniu],
  ['loader.js (finds elements, loads entries on demand)', preact.loader, react.loader],
  ...Object.keys(preact.entries)
    .sort()
    .map((name) => [`${name}.js initial download`, preact.entries[name], react.entries[name] ?? 0]),
  ['Traditional→Simplified dictionary (lazy)', preact.t2s, react.t2s],
  ['Simplified→Traditional dictionary (lazy, search only)', preact.s2t, react.s2t],
];
console.log('\nEmbed bundle sizes, gzip -9 (KB)\n');
console.log(
  `${'part'.padEnd(54)}${'preact'.padStart(9)}${'react'.padStart(9)}${'ratio'.padStart(8)}`,
);
for (const [name, p, r] of rows) {
  console.log(
    `${name.padEnd(54)}${kb(p).padStart(9)}${kb(r).padStart(9)}${(r ? (p / r).toFixed(2) : '-').padStart(8)}`,
  );
}
console.log(`\nnews-feed initial files (preact): ${preact.initialFiles.join(', ')}`);
const total = preact.newsFeedInitial / 1024;
const ok = total <= BUDGET_KB;
console.log(
  `\n${ok ? 'OK' : 'OVER BUDGET'}: embed runtime + news feed = ${total.toFixed(1)} KB gzip (budget ${BUDGET_KB} KB); React build of the same: ${kb(react.newsFeedInitial)} KB (${(preact.newsFeedInitial / react.newsFeedInitial).toFixed(2)}x)`,
);
const needsTotal = preact.needsBoardInitial / 1024;
const needsOk = needsTotal <= NEEDS_BUDGET_KB;
console.log(`needs-board initial files (preact): ${preact.needsBoardFiles.join(', ')}`);
console.log(
  `${needsOk ? 'OK' : 'OVER BUDGET'}: embed runtime + needs board = ${needsTotal.toFixed(1)} KB gzip (budget ${NEEDS_BUDGET_KB} KB); React build of the same: ${kb(react.needsBoardInitial)} KB (${(preact.needsBoardInitial / react.needsBoardInitial).toFixed(2)}x)`,
);
const loaderOk = preact.loader / 1024 <= LOADER_BUDGET_KB;
console.log(
  `${loaderOk ? 'OK' : 'OVER BUDGET'}: loader = ${kb(preact.loader)} KB gzip (budget ${LOADER_BUDGET_KB} KB)`,
);
const entriesOver = Object.entries(preact.entries).filter(
  ([name, bytes]) => !(bytes / 1024 <= ENTRY_BUDGETS_KB[name]),
);
for (const [name, bytes] of entriesOver) {
  const budget = ENTRY_BUDGETS_KB[name];
  console.log(
    budget === undefined
      ? `NO BUDGET: ${name}.js = ${kb(bytes)} KB gzip; give it one in ENTRY_BUDGETS_KB (tests/bench/size.mjs)`
      : `OVER BUDGET: ${name}.js initial download = ${kb(bytes)} KB gzip (budget ${budget} KB)`,
  );
}
if (entriesOver.length === 0) {
  console.log(
    `OK: every entry's initial download within its budget (${Object.keys(preact.entries).length} entries)`,
  );
}
process.exit(ok && needsOk && loaderOk && entriesOver.length === 0 ? 0 : 1);
