/** The largest page an element's `page-size` attribute may ask for. */
export const PAGE_SIZE_MAX = 50;

/**
 * A `page-size` attribute held to 1..{@link PAGE_SIZE_MAX}; `fallback` when it is missing, not a
 * number or not positive (an empty attribute reads as 0).
 */
export function clampPageSize(n: number | undefined, fallback: number): number {
  return Math.min(
    PAGE_SIZE_MAX,
    Math.max(1, Math.round((n as number) > 0 ? (n as number) : fallback)),
  );
}
