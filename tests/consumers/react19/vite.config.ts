import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// base './': the built app can be served from any folder of the partner's site
export default defineConfig({
  base: './',
  // the Simplified-Chinese dictionary is one ~1 MB chunk, loaded only for zh-Hans
  build: {
    chunkSizeWarningLimit: 1100,
    // the app, and the studio's snippet (studio.html) built beside it
    rollupOptions: { input: { index: 'index.html', studio: 'studio.html' } },
  },
  plugins: [react()],
  logLevel: 'warn',
});
