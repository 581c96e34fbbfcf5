import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { partnerPages } from '../pages';

// base './': the built app can be served from any folder of the partner's site
export default defineConfig({
  base: './',
  // the Simplified-Chinese dictionary is one ~1 MB chunk, loaded only for zh-Hans
  build: { chunkSizeWarningLimit: 1100 },
  plugins: [
    react(),
    // the app, and the studio's snippet (studio.html) built beside it
    partnerPages({
      index: { title: 'Partner app (React 19)', mount: 'root', script: './src/main.tsx' },
      studio: {
        title: "Partner app (React 19): the studio's snippet",
        mount: 'root',
        script: './src/studio.tsx',
      },
    }),
  ],
  logLevel: 'warn',
});
