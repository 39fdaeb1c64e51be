import { useLayoutEffect, useRef, type MouseEvent } from 'react';

type Held = { sawLoading: boolean };

/**
 * One click, one action (issue 29): a submit button, or one that shows `loading`, locks on its
 * first click synchronously (a ref, read before React renders again), so the second click of a
 * double-click neither submits the form nor calls onClick again — TanStack Query reports a started
 * mutation (isPending) only from a later task, which is when a double-click's second click lands.
 * The lock lasts until `loading` has come and gone; a click that started nothing (a refused form)
 * or whose work ended at once releases it two tasks later (after the mutation's first report).
 */
export function useClickLock(active: boolean, loading: boolean) {
  const lock = useRef<Held | null>(null);
  const loadingNow = useRef(loading);
  useLayoutEffect(() => {
    loadingNow.current = loading;
    const held = lock.current;
    if (!held) return;
    if (loading) held.sawLoading = true;
    else if (held.sawLoading) lock.current = null;
  }, [loading]);
  /** True when this click must be ignored; otherwise takes the lock. */
  return (event: MouseEvent<HTMLButtonElement>): boolean => {
    if (!active) return false;
    if (lock.current) {
      event.preventDefault();
      event.stopPropagation();
      return true;
    }
    const held: Held = { sawLoading: false };
    lock.current = held;
    setTimeout(() =>
      setTimeout(() => {
        if (lock.current === held && !held.sawLoading && !loadingNow.current) lock.current = null;
      }, 0),
    );
    return false;
  };
}
