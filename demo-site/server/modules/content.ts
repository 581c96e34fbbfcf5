import type { ServerModule } from './module.js';

/** Public content: home, news, policy, courses, magazine, guide, about (issue 4). Migration ids 400–499. */
export const contentModule: ServerModule = {
  name: 'content',
  migrations: [],
  tables: [],
};
