// A list's place in its route's query: the page, the tab and the filters live in the portal's
// address (`/information/0?page=3`, `/policy/2?service=CASE`), so that Back, a reload and a
// shared link show the same place. Pure: the directory's filters and every portal list read
// their query through these, and move by pushing the route with the new query
// (`navigateQuery`, router.ts).

/** A positive integer from a query value; malformed, zero or missing values give undefined. */
export function positiveInt(value: string | undefined): number | undefined {
  if (!value || !/^\d{1,9}$/.test(value)) return undefined;
  const n = Number.parseInt(value, 10);
  return n > 0 ? n : undefined;
}

/** The 1-based page a route query names (`page`; 1 when missing or malformed). */
export function pageOfQuery(query: Readonly<Record<string, string | undefined>>): number {
  return positiveInt(query.page) ?? 1;
}

/** The query values of a list's page: page 1 is not written (the address stays short). */
export function pageQuery(page: number): { page: string | undefined } {
  return { page: page > 1 ? String(page) : undefined };
}

/** The most rows a load-more list asks for at once when it comes back to where it was. */
const MOST_SHOWN = 200;

/**
 * Where a load-more list keeps how many rows it shows (the portal's route: `?shown=24`), so
 * that Back, a reload and a shared link show as many again.
 */
export interface ShownPlace {
  /** The rows the address names (0: the first page only). */
  count: number;
  /** The list now shows `count` rows (it loaded more). */
  set(count: number): void;
}

/** The rows a route query's `shown` names (0 when missing or malformed; at most 200). */
export function shownOfQuery(query: Readonly<Record<string, string | undefined>>): number {
  return Math.min(positiveInt(query.shown) ?? 0, MOST_SHOWN);
}
