import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteRoutesModule } from '@dpu/ui';
import { loadWithFallback } from './load-with-fallback';
import { resetRemote } from './remote-registry';

// Every remote exposes './Routes' (the remote template of @dpu/ui): its pages, plus
// preload/prefetch for the page at a path.

const pending = new Map<string, Promise<RemoteRoutesModule>>();
const loaded = new Map<string, RemoteRoutesModule>();

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
export function loadRemoteRoutes(remote: string): Promise<RemoteRoutesModule> {
  let promise = pending.get(remote);
  if (!promise) {
    promise = loadWithFallback<RemoteRoutesModule>({
      remote,
      load: () => loadRemote<RemoteRoutesModule>(`${remote}/Routes`),
      reset: () => resetRemote(remote),
      reloadPage: () => window.location.reload(),
      storage: sessionStore(),
    });
    promise.then(
      (module) => loaded.set(remote, module),
      () => pending.delete(remote),
    );
    pending.set(remote, promise);
  }
  return promise;
}

/** The remote's routes if they have already arrived: render them without suspending. */
export function loadedRemoteRoutes(remote: string): RemoteRoutesModule | undefined {
  return loaded.get(remote);
}

/**
 * Loads the remote of the page at a path and that page's code, so a server-rendered page
 * hydrates in one pass. Never rejects: a failure shows in the page's slot.
 */
export async function preloadPage(remote: string, pathname: string): Promise<void> {
  try {
    const module = await loadRemoteRoutes(remote);
    await module.preload(pathname);
  } catch {
    // the slot renders the error block with its retry button
  }
}

/** The retry button: forget the failed attempt and the runtime's cache. */
export function forgetRemote(remote: string): void {
  pending.delete(remote);
  loaded.delete(remote);
  resetRemote(remote);
}
