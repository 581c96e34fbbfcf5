import vue from '@vitejs/plugin-vue';
import { defineConfig } from 'vite';

export default defineConfig({
  base: './',
  // the Simplified-Chinese dictionary is one ~1 MB chunk, loaded only for zh-Hans
  build: {
    chunkSizeWarningLimit: 1100,
    // the app, and the studio's snippet (studio.html) built beside it
    rollupOptions: { input: { index: 'index.html', studio: 'studio.html' } },
  },
  logLevel: 'warn',
  plugins: [
    // <sztx-*> are custom elements, not Vue components
    vue({ template: { compilerOptions: { isCustomElement: (tag) => tag.startsWith('sztx-') } } }),
  ],
});
