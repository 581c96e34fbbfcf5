/** What every routed page of the portal receives (each feature's pages take these props). */
export interface PageProps {
  /** Path parameters, e.g. `{ id: '5' }` for `/company/:id`. */
  params: Record<string, string>;
  /** Query parameters of the hash route. */
  query: Record<string, string>;
}
