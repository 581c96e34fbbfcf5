import { createContext, useCallback, useContext, useMemo, useRef } from 'react';
import { type ApiClient, clientFor } from '../../core/api/client';
import { imageUrl, resolveConfig, type SztxConfig } from '../../core/config/config';
import type { LoadScope } from '../../core/load/run';
import type { Seed } from '../../core/load/seed';
import { portalHref } from '../../core/router/portal-link';

/**
 * What an element gives the components inside it: its configuration, its API client (made
 * from it with `clientFor`), and where failures go.
 */
export interface ElementScope {
  config: SztxConfig;
  /** The element's client: every call its components make goes through it. */
  api: ApiClient;
  /** A load failed (not aborted, not a login refusal): the element reports it. */
  onError?: (error: unknown) => void;
  /** Values loaded on the server (core/load/seed.ts): rendered from them, not fetched again. */
  seed?: Seed;
}

/** The scope of `config`: its client is `clientFor(config)` (one per API base). */
export function scopeOf(config: SztxConfig, onError?: (error: unknown) => void): ElementScope {
  return { config, api: clientFor(config), ...(onError && { onError }) };
}

/**
 * The element's scope. Components rendered outside any element (the npm React components, the
 * portal's build-time shell) are given one at their root; see `useScope`.
 */
export const ScopeContext = createContext<ElementScope | null>(null);

/**
 * The scope of the element this component renders in; outside any element, the page's
 * (`resolveConfig()`: `configure()`, `window.SZTX_CONFIG`, the script's origin) unless the
 * root provides one (`<ScopeContext.Provider value={scopeOf(resolveConfig({ apiBase }))}>`).
 */
export function useScope(): ElementScope {
  const scope = useContext(ScopeContext);
  return useMemo(() => scope ?? scopeOf(resolveConfig()), [scope]);
}

/** The element's API client: what its components pass to core/api (`{ api }`, `{ api, signal }`). */
export function useApi(): ApiClient {
  return useScope().api;
}

/** `imageUrl` against the element's image base. */
export function useImageUrl(): (path: string | null | undefined) => string {
  const { config } = useScope();
  return useCallback((path: string | null | undefined) => imageUrl(path, config), [config]);
}

/** The scope a store's loads run in: the element's client, and where its failures go. */
export function useLoadScope(): LoadScope {
  const { api, seed } = useScope();
  const scope = useContext(ScopeContext);
  const current = useRef(scope);
  current.current = scope;
  return useMemo<LoadScope>(
    () => ({ api, seed, onError: (error) => current.current?.onError?.(error) }),
    [api, seed],
  );
}

/** `portalHref` to the element's portal (its `portal-url`). */
export function usePortalHref(): (to: string) => string {
  const { portalUrl } = useScope().config;
  return useCallback((to: string) => portalHref(to, portalUrl), [portalUrl]);
}
