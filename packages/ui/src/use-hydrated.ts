import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while a server-rendered page is not yet hydrated (and on the server), true after:
 * a form rendered on the server stays disabled until its code runs, so a quick visitor can
 * never submit it natively (which would put what they typed, a password too, in the URL).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
