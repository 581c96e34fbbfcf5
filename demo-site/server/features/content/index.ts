import type { Feature } from '../feature.js';
import { CONTENT_MIGRATIONS } from './migrations.js';
import { contentRoutes } from './routes.js';
import { seedContent } from './seed.js';

/** Public content: home, news, policy, courses, magazine, guide, about, website. Ids 400–499. */
export const contentFeature: Feature = {
  name: 'content',
  migrations: CONTENT_MIGRATIONS,
  tables: [
    'content_kpoints',
    'content_courses',
    'content_cunpan_explain',
    'content_cunpan',
    'content_policy_types',
    'content_magazines',
    'content_ads',
    'content_slideshow',
    'content_about',
  ],
  seed: seedContent,
  routes: contentRoutes,
};
