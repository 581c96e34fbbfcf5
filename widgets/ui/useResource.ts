import { useStore } from '@nanostores/react';
import { type DependencyList, useEffect, useRef, useState } from 'react';
import type { Call } from '../../core/api/client';
import { createResource, type Resource, type ResourceOptions } from '../../core/load/resource';
import { useApi, useLoadScope } from './scope';

/** A resource as a component sees it: loading until the first answer, with a retry. */
export interface ResourceView<T> {
  status: 'loading' | 'ready' | 'error';
  data: T | null;
  error: string | null;
  retry: () => void;
}

/**
 * Loads `load({ api, signal })` through a {@link createResource} store whenever `deps` change
 * (the older load is aborted, and the load is aborted on unmount): `api` is the element's
 * client, `signal` the load's. `deps` are the resource's key.
 */
export function useResource<T>(
  load: (call: Call) => Promise<T>,
  deps: DependencyList,
  options?: ResourceOptions,
): ResourceView<T> & { resource: Resource<T, DependencyList> } {
  const scope = useLoadScope();
  const api = useApi();
  const loadRef = useRef(load);
  loadRef.current = load;
  const apiRef = useRef(api);
  apiRef.current = api;
  const [view] = useState(() => {
    const resource = createResource<T, DependencyList>(
      (_, signal) =>
        loadRef.current({ api: apiRef.current, signal }).catch((error: unknown) => {
          if (!signal.aborted) console.warn('[sztx]', error);
          throw error;
        }),
      { ...scope, ...options },
    );
    return { resource, retry: () => void resource.retry() };
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: deps are the caller's
  useEffect(() => {
    void view.resource.load(deps);
    return () => view.resource.cancel();
  }, [view, ...deps]);
  const state = useStore(view.resource.$state);
  return { ...state, status: state.status === 'idle' ? 'loading' : state.status, ...view };
}
