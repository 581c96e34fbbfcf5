import { svelte } from '@sveltejs/vite-plugin-svelte';
import { defineConfig } from 'vite';
import { partnerPages } from '../pages';

export default defineConfig({
  base: './',
  // the Simplified-Chinese dictionary is one ~1 MB chunk, loaded only for zh-Hans
  build: { chunkSizeWarningLimit: 1100 },
  logLevel: 'warn',
  plugins: [
    svelte(),
    partnerPages({
      index: { title: 'Partner app (Svelte 5)', mount: 'app', script: './src/main.ts' },
    }),
  ],
});
