import type { ComponentType } from 'react';
import type { RoutePattern } from '../../../core/router/routes';
import type { PageProps } from '../../page';
import { APPLY_PAGES } from './areas/apply';
import { CONTENT_PAGES } from './areas/content';
import { DIRECTORY_PAGES } from './areas/directory';
import { NEEDS_PAGES } from './areas/needs';
import { PERSONAL_PAGES } from './areas/personal';

/** Loads a page component lazily (its own chunk). */
type PageLoader = () => Promise<{ default: ComponentType<PageProps> }>;

/** Pages of one area of the portal, by route pattern. */
export type PageMap = Partial<Record<RoutePattern, PageLoader>>;

/** The page of every route but `/login` (the portal shows the login page itself). */
export const PAGES: PageMap = {
  ...CONTENT_PAGES,
  ...DIRECTORY_PAGES,
  ...NEEDS_PAGES,
  ...APPLY_PAGES,
  ...PERSONAL_PAGES,
};
