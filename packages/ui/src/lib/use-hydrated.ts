import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * False while React hydrates server-rendered (prerendered) HTML, true from then on, and true at once in a page that
 * React renders itself. What must match the server's HTML during hydration, but differs in the browser, waits on it.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
