import { createContext, useCallback, useContext, useMemo, useRef } from 'react';
import { getConfig, imageUrl, type SztxConfig } from '../../core/config/config';
import type { LoadScope } from '../../core/load/paged-list';
import { portalHref } from '../../core/router/portal-link';

/** What an element gives the components inside it: its configuration, and where failures go. */
export interface ElementScope {
  config: SztxConfig;
  /** A load failed (not aborted, not a login refusal): the element reports it. */
  onError?: (error: unknown) => void;
}

/** The element's scope; none outside an element (the page's configuration then). */
export const ScopeContext = createContext<ElementScope | null>(null);

/** The configuration of the element this component renders in. */
function useConfig(): SztxConfig {
  return useContext(ScopeContext)?.config ?? getConfig();
}

/** `imageUrl` against the element's image base. */
export function useImageUrl(): (path: string | null | undefined) => string {
  const config = useConfig();
  return useCallback((path: string | null | undefined) => imageUrl(path, config), [config]);
}

/** The scope a store's loads run in (`createResource`, `createPagedList`): stable, read per load. */
export function useLoadScope(): LoadScope {
  const scope = useContext(ScopeContext);
  const current = useRef(scope);
  current.current = scope;
  return useMemo<LoadScope>(
    () => ({
      config: () => current.current?.config,
      onError: (error) => current.current?.onError?.(error),
    }),
    [],
  );
}

/** `portalHref` to the element's portal (its `portal-url`). */
export function usePortalHref(): (to: string) => string {
  const { portalUrl } = useConfig();
  return useCallback((to: string) => portalHref(to, portalUrl), [portalUrl]);
}
