import { useSyncExternalStore } from 'react';
import { readStored } from './storage';
import { useSession } from './session-store';

const subscribe = () => () => undefined;

/**
 * docs/site.md §6: 'logged in' means holding a token (session value, else local storage). The
 * token lives only in the browser, so while a server-rendered page hydrates (and on the
 * server) the answer is `undefined` — unknown — and the page renders as the server did.
 */
export function useHasToken(): boolean | undefined {
  const value = useSession((state) => state.token.value);
  const inBrowser = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  if (!inBrowser) return undefined;
  return Boolean(value ?? readStored('token'));
}
