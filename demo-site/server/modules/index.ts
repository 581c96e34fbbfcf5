import { accountModule } from './account.js';
import { applyModule } from './apply.js';
import { contentModule } from './content.js';
import { directoryModule } from './directory.js';
import type { ServerModule } from './module.js';
import { needsModule } from './needs.js';
import { paidModule } from './paid.js';
import { personalModule } from './personal.js';
import { uploadModule } from './upload.js';

/**
 * Feature modules of the reference server. Each owns a migration id range: needs 300–399,
 * content 400–499, paid 500–599, directory 600–699, apply 700–799, personal 800–899, upload 900–999.
 */
export const MODULES: readonly ServerModule[] = [
  accountModule,
  needsModule,
  contentModule,
  paidModule,
  directoryModule,
  applyModule,
  personalModule,
  uploadModule,
];
