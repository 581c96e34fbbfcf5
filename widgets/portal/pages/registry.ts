import type { ComponentType } from 'react';
import type { RoutePattern } from '../../../core/router/routes';
import { APPLY_PAGES } from './areas/apply';
import { CONTENT_PAGES } from './areas/content';
import { DIRECTORY_PAGES } from './areas/directory';
import { NEEDS_PAGES } from './areas/needs';
import { PAID_PAGES } from './areas/paid';
import { PERSONAL_PAGES } from './areas/personal';

/** What every routed page receives. */
export interface PageProps {
  /** Path parameters, e.g. `{ id: '5' }` for `/company/:id`. */
  params: Record<string, string>;
  /** Query parameters of the hash route. */
  query: Record<string, string>;
}

/** Loads a page component lazily (its own chunk). */
export type PageLoader = () => Promise<{ default: ComponentType<PageProps> }>;

/** Pages of one area of the portal, by route pattern. */
export type PageMap = Partial<Record<RoutePattern, PageLoader>>;

/** Every built page; a route missing here shows the "coming soon" placeholder. */
export const PAGES: PageMap = {
  ...CONTENT_PAGES,
  ...PAID_PAGES,
  ...DIRECTORY_PAGES,
  ...NEEDS_PAGES,
  ...APPLY_PAGES,
  ...PERSONAL_PAGES,
};
