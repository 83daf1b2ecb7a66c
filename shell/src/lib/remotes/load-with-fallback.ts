// docs/site.md §8 'A page part fails to load → the page reloads', made safe (docs/decisions.md):
// try, reset and retry once, then reload the page once; a reload within RELOAD_WINDOW_MS
// of the previous one means reloading did not help, so give up and let the slot show an
// error block with a retry button instead of looping.

export const RELOAD_WINDOW_MS = 60_000;

export class RemoteLoadError extends Error {
  constructor(
    readonly remote: string,
    override readonly cause?: unknown,
  ) {
    super(`页面模块 ${remote} 加载失败`);
    this.name = 'RemoteLoadError';
  }
}

export interface FallbackDeps<T> {
  remote: string;
  load: () => Promise<T | null | undefined>;
  reset: () => void;
  reloadPage: () => void;
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  now?: () => number;
}

export function reloadFlagKey(remote: string): string {
  return `mf-reloaded:${remote}`;
}

async function attempt<T>(load: () => Promise<T | null | undefined>): Promise<T> {
  const module = await load();
  if (module === null || module === undefined) throw new Error('remote module is empty');
  return module;
}

export async function loadWithFallback<T>(deps: FallbackDeps<T>): Promise<T> {
  const now = deps.now ?? Date.now;
  const key = reloadFlagKey(deps.remote);
  let lastError: unknown;
  for (let i = 0; i < 2; i += 1) {
    try {
      const module = await attempt(deps.load);
      deps.storage.removeItem(key);
      return module;
    } catch (error) {
      lastError = error;
      console.error(`[remotes] ${deps.remote} failed to load (attempt ${i + 1})`, error);
      deps.reset();
    }
  }
  const reloadedAt = Number(deps.storage.getItem(key) ?? 0);
  if (now() - reloadedAt > RELOAD_WINDOW_MS) {
    deps.storage.setItem(key, String(now()));
    deps.reloadPage();
    // The page is going away; never settle so nothing renders an error in the meantime.
    return new Promise<T>(() => undefined);
  }
  throw new RemoteLoadError(deps.remote, lastError);
}
