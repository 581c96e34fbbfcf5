// Modules not yet moved to features/<name>/ use the feature type under its old name.
export type { Feature as ServerModule, Migration } from '../features/feature.js';
