import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteRoutesModule } from '@dpu/ui';
import type { RemoteOnServer } from '@dpu/contracts';

// The remotes' Node builds, loaded at run time through Module Federation like the browser
// loads their browser builds. An entry URL carries the remote's version, so a new deploy
// is registered afresh (and picked up without a restart); a remote that failed is left to
// the browser for a while instead of costing every request its time budget.

const RETRY_AFTER_FAILURE_MS = 10_000;
const registered = new Map<string, string>();
const known = new Set<string>();
const failedAt = new Map<string, number>();

function ensureRegistered(remote: RemoteOnServer): void {
  if (registered.get(remote.name) === remote.serverEntry) return;
  registerRemotes([{ name: remote.name, entry: remote.serverEntry }], {
    force: known.has(remote.name),
  });
  known.add(remote.name);
  registered.set(remote.name, remote.serverEntry);
}

function timeout(ms: number): Promise<never> {
  return new Promise((_, reject) => {
    setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms).unref();
  });
}

/** The remote's routes module, or undefined when it cannot be had within `ms`. */
export async function loadServerRoutes(
  remote: RemoteOnServer,
  ms: number,
  now = Date.now(),
): Promise<{ module?: RemoteRoutesModule; error?: unknown }> {
  const failed = failedAt.get(remote.name);
  if (failed !== undefined && now - failed < RETRY_AFTER_FAILURE_MS) {
    return { error: new Error(`${remote.name} failed recently; left to the browser`) };
  }
  try {
    ensureRegistered(remote);
    const module = await Promise.race([
      loadRemote<RemoteRoutesModule>(`${remote.name}/Routes`),
      timeout(ms),
    ]);
    if (!module || typeof module.default !== 'function') throw new Error('not a routes module');
    failedAt.delete(remote.name);
    return { module };
  } catch (error) {
    failedAt.set(remote.name, now);
    // start afresh next time: the runtime may have cached a broken container
    registered.delete(remote.name);
    return { error };
  }
}
