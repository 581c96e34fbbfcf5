// The part of React's API the widgets (and @nanostores/react) use, over Preact's core: what
// the embed build (widgets/build/vite.embed.config.ts) aliases `react` to instead of preact/compat, whose
// other parts (portals, memo, forwardRef, Children, suspense lists, the React internals) the widgets
// never use. React's DOM behaviours the widgets rely on are in ./dom.ts; the widget tests run on
// this build too (the `widgets-preact` vitest project).
import {
  type ComponentChildren,
  type ComponentType,
  createContext,
  createElement,
  type VNode,
} from 'preact';
import { useContext, useEffect, useLayoutEffect, useState } from 'preact/hooks';
import './dom';

/** The React API level this emulates (what preact/compat reports); the portal runs React 19. */
export const version = '18.3.1';

/** Preact has no insertion phase; layout effects run before the browser paints, as React's do. */
export const useInsertionEffect = useLayoutEffect;

/**
 * React's `useDeferredValue` as preact/compat has it: Preact renders without priorities, so the
 * value is the current one (the portal's route change renders at once instead of in the
 * background; in the React build it is deferred).
 */
export function useDeferredValue<T>(value: T): T {
  return value;
}

/** React's `useSyncExternalStore` (the shim React publishes for React 17, as preact/compat has it). */
export function useSyncExternalStore<T>(
  subscribe: (onChange: () => void) => () => void,
  getSnapshot: () => T,
): T {
  const value = getSnapshot();
  const [{ store }, forceUpdate] = useState({ store: { value, getSnapshot } });
  // biome-ignore lint/correctness/useExhaustiveDependencies: React's: a new subscribe re-reads the snapshot
  useLayoutEffect(() => {
    store.value = value;
    store.getSnapshot = getSnapshot;
    if (changed(store)) forceUpdate({ store });
  }, [store, subscribe, value, getSnapshot]);
  useEffect(() => {
    if (changed(store)) forceUpdate({ store });
    return subscribe(() => {
      if (changed(store)) forceUpdate({ store });
    });
  }, [store, subscribe]);
  return value;
}

function changed<T>(store: { value: T; getSnapshot: () => T }): boolean {
  try {
    return !Object.is(store.value, store.getSnapshot());
  } catch {
    return true;
  }
}

const FallbackContext = createContext<ComponentChildren>(null);

/** Shows `fallback` while a `lazy` component inside has not loaded yet. */
export function Suspense(props: { fallback?: ComponentChildren; children?: ComponentChildren }) {
  return createElement(FallbackContext.Provider, { value: props.fallback }, props.children);
}

/**
 * A component loaded on its first render: the nearest `Suspense` fallback shows meanwhile, and a
 * failed load is thrown to the nearest error boundary, as with React's `lazy`.
 */
export function lazy<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): ComponentType<P> {
  let loading: Promise<void> | undefined;
  let loaded: ComponentType<P> | undefined;
  let failure: { error: unknown } | undefined;
  // biome-ignore lint/correctness/noComponentHookFactories: one component per lazy(), made once at module level, as React's
  return function Lazy(props: P): VNode | ComponentChildren {
    const fallback = useContext(FallbackContext);
    const [, setDone] = useState(false);
    // the load starts with the first render, as React's does
    loading ??= load().then(
      (module) => {
        loaded = module.default;
      },
      (error: unknown) => {
        failure = { error };
      },
    );
    useEffect(() => {
      void loading?.then(() => setDone(true));
    }, []);
    if (failure) throw failure.error;
    return loaded ? createElement(loaded, props) : fallback;
  };
}

// the rest of the API as Preact has it
export { Component, createContext, createElement, Fragment } from 'preact';
export {
  useCallback,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
} from 'preact/hooks';
