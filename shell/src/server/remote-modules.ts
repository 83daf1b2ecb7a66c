import path from 'node:path';
import vm from 'node:vm';
import {
  loadRemote,
  registerPlugins,
  registerRemotes,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';
import type { RemoteRoutesModule } from '@dpu/ui';
import type { RemoteEntryCode, RemoteOnServer } from '@dpu/contracts';

// The remotes' Node builds, loaded at run time through Module Federation like the browser
// loads their browser builds. The entry's code comes from the site server's remote source
// (disk for its own remotes, the URL of one hosted elsewhere): the runtime never fetches it,
// so rendering a page never asks the server itself over HTTP. An entry URL carries the
// remote's version, so a new deploy is registered afresh (and picked up without a restart);
// a remote that failed is left to the browser for a while instead of costing every request
// its time budget.

declare const __non_webpack_require__: NodeJS.Require;

const RETRY_AFTER_FAILURE_MS = 10_000;
const registered = new Map<string, string>();
const known = new Set<string>();
const failedAt = new Map<string, number>();
/** Entry URL → the remote that reads it. */
const byEntry = new Map<string, RemoteOnServer>();

/** Runs remoteEntry.js as Node runs a CommonJS file in `directory` (its chunks load from there). */
function runEntry({ code, directory }: RemoteEntryCode, globalName: string): unknown {
  const filename = path.join(directory, 'remoteEntry.js');
  const script = new vm.Script(
    `(function(exports, module, require, __dirname, __filename) {${code}\n})`,
    { filename, importModuleDynamically: vm.constants.USE_MAIN_CONTEXT_DEFAULT_LOADER },
  );
  const module = { exports: {} as Record<string, unknown> };
  (script.runInThisContext() as (...args: unknown[]) => void)(
    module.exports,
    module,
    __non_webpack_require__,
    directory,
    filename,
  );
  return module.exports[globalName] ?? module.exports;
}

const fromRemoteSource: ModuleFederationRuntimePlugin = {
  name: 'dpu-remote-source',
  async loadEntry({ remoteInfo }) {
    const remote = byEntry.get(remoteInfo.entry);
    if (!remote) return undefined;
    // the runtime expects the container object a remote entry exports
    return runEntry(await remote.readEntry(), remoteInfo.entryGlobalName) as never;
  },
};
let pluginRegistered = false;

function ensureRegistered(remote: RemoteOnServer): void {
  if (!pluginRegistered) {
    registerPlugins([fromRemoteSource]);
    pluginRegistered = true;
  }
  if (registered.get(remote.name) === remote.serverEntry) return;
  const previous = registered.get(remote.name);
  if (previous) byEntry.delete(previous);
  byEntry.set(remote.serverEntry, remote);
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
