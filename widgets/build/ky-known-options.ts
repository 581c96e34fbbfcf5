import { leaveOut } from './leave-out.ts';

/**
 * What ky's option helpers become in the embed: every option the client passes is one ky or
 * `Request` knows, so none is left to hand to `fetch` as an unknown one; the search parameters
 * check is ky's own.
 */
export const KY_OPTIONS_STUB = `export const findUnknownOptions = () => ({});
export const hasSearchParameters = (search) => {
  if (search === undefined) return false;
  if (Array.isArray(search)) return search.length > 0;
  if (search instanceof URLSearchParams) return search.size > 0;
  if (typeof search === 'object') return Object.keys(search).length > 0;
  if (typeof search === 'string') return search.trim().length > 0;
  return Boolean(search);
};
`;

/**
 * Build step for the embed: ky passes `fetch` the options it does not know itself
 * (`findUnknownOptions`, with the tables of ky's and `Request`'s option names, in the runtime
 * every widget loads). The client (core/api/client.ts) passes only known ones (a test checks
 * it), so the embed gets none to pass.
 */
export const kyKnownOptions = () =>
  leaveOut({
    name: 'sztx-ky-known-options',
    id: '../utils/options.js',
    importer: /\/ky\/distribution\/core\/Ky\.js$/,
    stub: KY_OPTIONS_STUB,
  });
