import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while React hydrates HTML rendered at build time (and in that render itself), true
 * once the page's script runs it; true at once in a page React renders itself.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
