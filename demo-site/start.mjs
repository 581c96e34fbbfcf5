// `npm start`: build what is stale, then serve portal, preview, partner page and API from one process.
import { buildIfStale } from './build-if-stale.mjs';

buildIfStale();
await import('../dist/server/main.js');
