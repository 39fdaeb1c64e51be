import { useSyncExternalStore } from 'react';

// The toast library is not part of the landing page's JS: the <Toaster> is mounted once some
// code that can toast (the auth modal, a panel) has loaded, which happens before any toast fires.
let active = false;
const listeners = new Set<() => void>();

export function activateToaster(): void {
  if (active) return;
  active = true;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToasterActive(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => active,
    () => false,
  );
}
