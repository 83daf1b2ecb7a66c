import type { ComponentType } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '@dpu/contracts';
import { remoteForPath } from '../../app/route-table';
import { isAccountPath } from '../../lib/account-paths';
import { loadWithFallback } from './load-with-fallback';
import { resetRemote } from './remote-registry';

// Every remote exposes './Routes': a component rendering that remote's routes.
export interface RemoteRoutesModule {
  default: ComponentType;
}

const pending = new Map<RemoteName, Promise<RemoteRoutesModule>>();

function sessionStore(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  try {
    return window.sessionStorage;
  } catch {
    const memory = new Map<string, string>();
    return {
      getItem: (k) => memory.get(k) ?? null,
      setItem: (k, v) => void memory.set(k, v),
      removeItem: (k) => void memory.delete(k),
    };
  }
}

/** Loads a remote's routes once per page (shared by preload and render). */
export function loadRemoteRoutes(remote: RemoteName): Promise<RemoteRoutesModule> {
  let promise = pending.get(remote);
  if (!promise) {
    promise = loadWithFallback<RemoteRoutesModule>({
      remote,
      load: () => loadRemote<RemoteRoutesModule>(`${remote}/Routes`),
      reset: () => resetRemote(remote),
      reloadPage: () => window.location.reload(),
      storage: sessionStore(),
    });
    promise.catch(() => pending.delete(remote));
    pending.set(remote, promise);
  }
  return promise;
}

/** Starts loading the current route's remote before React renders (none for the account pages). */
export function preloadRemoteForPath(pathname: string): void {
  if (isAccountPath(pathname)) return;
  void loadRemoteRoutes(remoteForPath(pathname)).catch(() => undefined);
}

/** The retry button: forget the failed attempt and the runtime's cache. */
export function forgetRemote(remote: RemoteName): void {
  pending.delete(remote);
  resetRemote(remote);
}
