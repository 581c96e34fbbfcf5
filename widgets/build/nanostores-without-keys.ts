import { leaveOut } from './leave-out.ts';

/** What nanostores' `listenKeys` becomes for `useStore` in the embed: a call says why. */
export const LISTEN_KEYS_STUB = `export const listenKeys = () => {
  throw new Error('[sztx] the embed build leaves out useStore\\'s keys option (nanostores\\' listenKeys): no widget uses it');
};
`;

/**
 * Build step for the embed: `useStore` of @nanostores/react listens to some keys of a map store
 * through nanostores' `listenKeys` (with its deep-path reader, 0.4 KB gzip in the runtime every
 * widget loads) only when it is given a `keys` option. No widget gives one (a test checks the
 * sources), so the embed gets a stub that throws if one ever did.
 */
export const nanostoresWithoutKeys = () =>
  leaveOut({
    name: 'sztx-nanostores-listen-keys',
    id: 'nanostores',
    importer: /\/@nanostores\/react\/index\.js$/,
    stub: LISTEN_KEYS_STUB,
  });
