import { BASE_TABLES } from '../db.js';
import { accountFeature } from './account/index.js';
import { applyFeature } from './apply/index.js';
import { contentFeature } from './content/index.js';
import { directoryFeature } from './directory/index.js';
import type { Feature, Migration } from './feature.js';
import { needsFeature } from './needs/index.js';
import { paidFeature } from './paid/index.js';
import { personalFeature } from './personal/index.js';
import { uploadFeature } from './upload/index.js';

/**
 * The features of the reference server, in seeding order (a feature may reference the tables
 * of the ones before it). Each owns a migration id range: account 200–299, needs 300–399, content 400–499,
 * paid 500–599, directory 600–699, apply 700–799, personal 800–899, upload 900–999.
 */
export const FEATURES: readonly Feature[] = [
  accountFeature,
  needsFeature,
  contentFeature,
  paidFeature,
  directoryFeature,
  applyFeature,
  personalFeature,
  uploadFeature,
];

/** Every feature's migrations (the base schema's are in db.ts). */
export const FEATURE_MIGRATIONS: readonly Migration[] = FEATURES.flatMap((f) => f.migrations);

/**
 * Tables holding seedable data, children first (the clearing order): later features' tables
 * (they may reference earlier ones', e.g. a personal table referring to the directory's
 * companies), then earlier features', then the base tables.
 */
export const DATA_TABLES: readonly string[] = [
  ...[...FEATURES].reverse().flatMap((f) => f.tables),
  ...BASE_TABLES,
];
