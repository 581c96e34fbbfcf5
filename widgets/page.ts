/** What every routed page of the portal receives (each feature's pages take these props). */
export interface PageProps {
  /** Path parameters, e.g. `{ id: '5' }` for `/company/:id`. */
  params: Record<string, string>;
  /** Query parameters of the hash route. */
  query: Record<string, string>;
}

/**
 * The class of a page's tab list whose tabs are routes (`/information/3`, `/policy/2`): the
 * portal names the browser tab by its selected tab too (widgets/portal/title.ts).
 */
export const ROUTE_TABS = 'route-tabs';
