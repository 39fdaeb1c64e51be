import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React's own bound for lazy components.
type AnyComponent = ComponentType<any>;

/** A lazy component that can also start loading its chunk before it renders. */
export type PreloadableComponent<C extends AnyComponent> = LazyExoticComponent<C> & {
  preload: () => Promise<unknown>;
};

/**
 * A module's named component as a lazy chunk, loaded on its first render or on `preload()` (one
 * request either way; a failed load is tried again next time).
 */
export function lazyNamed<K extends string, M extends Record<K, AnyComponent>>(
  load: () => Promise<M>,
  name: K,
): PreloadableComponent<M[K]> {
  let pending: Promise<M> | undefined;
  const loadOnce = () =>
    (pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    }));
  const component = lazy(() => loadOnce().then((module) => ({ default: module[name] })));
  return Object.assign(component, { preload: loadOnce });
}

/** Starts loading the chunk of a rendered element's lazy component, if it is one. */
export function preloadElement(element: unknown): void {
  if (!element || typeof element !== 'object' || !('type' in element)) return;
  const { type } = element as { type: unknown };
  if (type && typeof type === 'object' && 'preload' in type && typeof type.preload === 'function') {
    void (type.preload as () => Promise<unknown>)().catch(() => undefined);
  }
}
