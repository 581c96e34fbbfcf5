import vue from '@vitejs/plugin-vue';
import { defineConfig } from 'vite';
import { partnerPages } from '../pages';

export default defineConfig({
  base: './',
  // the Simplified-Chinese dictionary is one ~1 MB chunk, loaded only for zh-Hans
  build: { chunkSizeWarningLimit: 1100 },
  logLevel: 'warn',
  plugins: [
    // <sztx-*> are custom elements, not Vue components
    vue({ template: { compilerOptions: { isCustomElement: (tag) => tag.startsWith('sztx-') } } }),
    // the app, and the studio's snippet (studio.html) built beside it
    partnerPages({
      index: { title: 'Partner app (Vue 3)', mount: 'app', script: './src/main.ts' },
      studio: {
        title: "Partner app (Vue 3): the studio's snippet",
        mount: 'app',
        script: './src/studio.ts',
      },
    }),
  ],
});
