import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React's own bound for lazy components.
type AnyComponent = ComponentType<any>;

/** A lazy component that can also start loading its chunk (module M) before it renders. */
export type PreloadableComponent<C extends AnyComponent, M = unknown> = LazyExoticComponent<C> & {
  preload: () => Promise<M>;
};

/**
 * A module's named component as a lazy chunk, loaded on its first render or on `preload()` (one
 * request either way; a failed load is tried again next time).
 */
export function lazyNamed<K extends string, M extends Record<K, AnyComponent>>(
  load: () => Promise<M>,
  name: K,
): PreloadableComponent<M[K], M> {
  let pending: Promise<M> | undefined;
  let loaded: M | undefined;
  const loadOnce = () =>
    (pending ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));
  // A chunk preloaded before its first render is handed over at once (a thenable that resolves on
  // the spot), so React renders the component in the same pass instead of showing the fallback for
  // a frame and then the component, which moved what was under it.
  const component = lazy(() => {
    if (!loaded) return loadOnce().then((module) => ({ default: module[name] }));
    const value = { default: loaded[name] };
    return { then: (resolve: (result: typeof value) => void) => resolve(value) } as Promise<typeof value>;
  });
  return Object.assign(component, { preload: loadOnce });
}

/** The `preload` of a rendered element's lazy component, if it is one (null for anything else). */
export function elementPreload(element: unknown): (() => Promise<unknown>) | null {
  if (!element || typeof element !== 'object' || !('type' in element)) return null;
  const { type } = element as { type: unknown };
  if (type && typeof type === 'object' && 'preload' in type && typeof type.preload === 'function') {
    return type.preload as () => Promise<unknown>;
  }
  return null;
}
