// `npm run manifest`: regenerates widgets/custom-elements.json, the typings in types/ and the
// generated blocks of docs/embedding.md from the widget contracts. The contracts are found with
// vite's import.meta.glob, so the sources are loaded through vite's module runner.
import { createServer } from 'vite';

const vite = await createServer({
  configFile: false,
  logLevel: 'error',
  appType: 'custom',
  server: { middlewareMode: true, hmr: false, watch: null },
});
try {
  const { writeGenerated } = await vite.ssrLoadModule('/widgets/build/manifest-sources.ts');
  writeGenerated();
  console.log('wrote widgets/custom-elements.json, types/*.d.ts, docs/embedding.md');
} finally {
  await vite.close();
}
