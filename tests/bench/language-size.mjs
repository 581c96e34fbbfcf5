#!/usr/bin/env node
// Benchmark (not a test) for core/language: bundles a tiny entry with Vite and prints the
// gzip size of the initial chunk and of the two lazily loaded dictionaries, then times
// Traditional → Simplified conversion of a 100 000-character page against baselines from
// the same run. Exits 1 when the initial chunk holds a dictionary (over 20 KB gzip or an
// opencc-js dictionary module in it) or the lazy T→S dictionary is over its 35 KB budget.
//
// Run: node tests/bench/language-size.mjs
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { tsImport } from 'tsx/esm/api';
import { build } from 'vite';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const languageModule = join(root, 'core/language/language.ts');
const INITIAL_BUDGET = 20 * 1024;
const T2S_BUDGET = 35 * 1024; // the Simplified dictionary a reader downloads on switching
const PAGE_CHARS = 100_000;
const RUNS = 5;

const gzipSize = (text) => gzipSync(text, { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

// ---- sizes -------------------------------------------------------------------------

async function bundle() {
  const dir = await mkdtemp(join(tmpdir(), 'sztx-language-bench-'));
  const entry = join(dir, 'entry.js');
  await writeFile(
    entry,
    `import { $convert, convertDeep, setLang, toTraditional } from ${JSON.stringify(languageModule)};
globalThis.sztxLanguage = { $convert, convertDeep, setLang, toTraditional };
`,
  );
  try {
    const result = await build({
      root: dir,
      configFile: false,
      logLevel: 'silent',
      build: {
        outDir: join(dir, 'dist'),
        write: false,
        minify: true,
        modulePreload: false,
        rollupOptions: { input: entry },
      },
    });
    const outputs = Array.isArray(result) ? result.flatMap((r) => r.output) : result.output;
    return outputs.filter((item) => item.type === 'chunk');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

function closure(start, byFile) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const imported of byFile.get(file)?.imports ?? []) visit(imported);
  };
  for (const file of start) visit(file);
  return seen;
}

function sizes(chunks) {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const entry = chunks.find((chunk) => chunk.isEntry);
  const initial = closure([entry.fileName], byFile);
  const lazy = (pattern) => {
    const starts = chunks
      .filter((c) => c.isDynamicEntry && pattern.test(c.facadeModuleId ?? ''))
      .map((c) => c.fileName);
    return [...closure(starts, byFile)].filter((file) => !initial.has(file));
  };
  const total = (files) => files.reduce((sum, file) => sum + gzipSize(byFile.get(file).code), 0);
  const modulesOf = (files) => files.flatMap((file) => byFile.get(file).moduleIds ?? []);
  const t2s = lazy(/opencc-js\/dist\/esm-lib\/(core|from\/tw|to\/cn)\.js$/);
  const s2t = lazy(/opencc-js\/dist\/esm-lib\/(core|from\/cn|to\/tw)\.js$/);
  return {
    initial: { files: [...initial], gzip: total([...initial]), modules: modulesOf([...initial]) },
    t2s: { files: t2s, gzip: total(t2s) },
    s2t: { files: s2t, gzip: total(s2t) },
  };
}

async function charsModuleSizes() {
  const source = await readFile(join(root, 'core/language/simplified-chars.ts'), 'utf8');
  const runs = source.match(/SIMPLIFIED_CHAR_RUNS =\s*'([^']*)'/)[1];
  const { simplifiedCodePoints } = await tsImport(
    join(root, 'core/language/simplified.ts'),
    import.meta.url,
  );
  const plain = String.fromCodePoint(...simplifiedCodePoints());
  return { encoded: gzipSize(runs), plain: gzipSize(plain), count: simplifiedCodePoints().size };
}

// ---- speed -------------------------------------------------------------------------

const SAMPLE =
  '協會為臺灣同胞投資企業提供資訊動態、政策檔案解讀、會員服務與商務對接。' +
  '本會舉辦講座與課堂，協助會員企業了解兩岸經貿法規、財務稅務、品牌建設及健康管理。' +
  '電子期刊每月發行，報導優秀臺商故事；採購與投資需求經審核後公開於需求廣場。' +
  '會員可於個人中心管理資料、收藏文章、查看權益並繳交年費，歡迎各界踴躍參與。';

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

function time(fn, input) {
  const samples = [];
  let output = fn(input); // warm-up
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    output = fn(input);
    samples.push(performance.now() - start);
  }
  return { ms: median(samples), output };
}

async function speed() {
  const { loadTraditionalToSimplified, loadSimplifiedToTraditional } = await tsImport(
    join(root, 'core/language/opencc-loaders.ts'),
    import.meta.url,
  );
  const { cachedConverter } = await tsImport(languageModule, import.meta.url);
  const text = SAMPLE.repeat(Math.ceil(PAGE_CHARS / SAMPLE.length)).slice(0, PAGE_CHARS);

  const buildStart = performance.now();
  const opencc = await loadTraditionalToSimplified();
  const buildMs = performance.now() - buildStart;
  const s2tStart = performance.now();
  await loadSimplifiedToTraditional();
  const s2tBuildMs = performance.now() - s2tStart;

  // Baseline: the same character dictionary as a per-character Map, no phrases.
  const { default: tsCharacters } = await import('opencc-js/dict/TSCharacters');
  const charMap = new Map(tsCharacters.split('|').map((entry) => entry.split(' ')));
  const naive = (input) => {
    let out = '';
    for (const char of input) out += charMap.get(char) ?? char;
    return out;
  };

  const cached = cachedConverter(opencc);
  cached(text); // fill the cache
  const rows = [
    ['opencc-js tw → cn (phrases)', time(opencc, text)],
    ['baseline: per-character Map', time(naive, text)],
    ['cached second call (LRU)', time(cached, text)],
  ];
  const differing = [...rows[0][1].output].filter((c, i) => c !== [...rows[1][1].output][i]);
  return { buildMs, s2tBuildMs, rows, length: text.length, differing: differing.length };
}

// ---- report ------------------------------------------------------------------------

function table(headers, rows) {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells) => cells.map((c, i) => String(c).padEnd(widths[i])).join('  ');
  return [line(headers), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

const chunks = await bundle();
const size = sizes(chunks);
const chars = await charsModuleSizes();
const timing = await speed();

console.log('core/language bundle (Vite build, minified, gzip -9 per file)\n');
console.log(
  table(
    ['part', 'gzip', 'files'],
    [
      ['initial chunk', kb(size.initial.gzip), size.initial.files.length],
      ['lazy T→S (core + from/tw + to/cn)', kb(size.t2s.gzip), size.t2s.files.length],
      ['lazy S→T (core + from/cn + to/tw)', kb(size.s2t.gzip), size.s2t.files.length],
      [`simplified-chars (${chars.count} chars, run-encoded)`, kb(chars.encoded), 'lazy, search'],
      ['  baseline: same set as plain characters', kb(chars.plain), '-'],
    ],
  ),
);

console.log(
  `\nT→S conversion of ${timing.length} Traditional characters (median of ${RUNS} runs)\n`,
);
console.log(
  table(
    ['converter', 'ms', 'vs opencc-js'],
    timing.rows.map(([name, { ms }]) => [
      name,
      ms.toFixed(3),
      `${(ms / timing.rows[0][1].ms).toFixed(2)}x`,
    ]),
  ),
);
console.log(`\nT→S dictionary load + trie build: ${timing.buildMs.toFixed(0)} ms (once per page)`);
console.log(
  `S→T dictionary load + trie build: ${timing.s2tBuildMs.toFixed(0)} ms (first Simplified search only)`,
);
console.log(`characters where phrase-aware and per-character output differ: ${timing.differing}`);

const dictInInitial = size.initial.modules.filter((id) =>
  /opencc-js\/dist\/esm-lib\/dict\//.test(id),
);
const t2sOk = size.t2s.gzip <= T2S_BUDGET;
console.log(
  `${t2sOk ? 'OK' : 'OVER BUDGET'}: Simplified (T→S) dictionary = ${kb(size.t2s.gzip)} gzip (budget ${kb(T2S_BUDGET)})`,
);
if (!t2sOk) process.exitCode = 1;
if (size.initial.gzip > INITIAL_BUDGET || dictInInitial.length > 0) {
  console.error(
    `\nFAIL: initial chunk ${kb(size.initial.gzip)} (budget ${kb(INITIAL_BUDGET)}), dictionary modules: ${dictInInitial.join(', ') || 'none'}`,
  );
  process.exit(1);
}
console.log(`\nOK: initial chunk within ${kb(INITIAL_BUDGET)} and free of opencc-js dictionaries`);
