// Shadow roots holding an element's server render, marked by widgets/hydrate.ts for the embed's
// `createRoot` (./client.ts). A module of its own: the React build imports it from hydrate.ts
// without bringing Preact (React's own createRoot renders the root anew there).

/** Containers whose first render takes over the server's nodes instead of clearing them. */
export const serverRendered = new WeakSet<Node>();
