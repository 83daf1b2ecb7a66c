import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}

/**
 * A boolean derived from window.scrollY (e.g. 'scrolled past 0'); re-renders only when it
 * flips, not on every scrolled pixel. While a server-rendered page hydrates it reads false,
 * as the server did, whatever the real position (a reload restores the scroll before the
 * scripts run): a first render that differs from the server's HTML makes React throw the
 * whole page away and render it again, and clicks made meanwhile are lost.
 */
export function useScrollFlag(predicate: (scrollY: number) => boolean): boolean {
  return useSyncExternalStore(
    subscribe,
    () => predicate(window.scrollY),
    () => false,
  );
}
