import { registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '@dpu/contracts';

// Where each remote lives NOW comes from the server at start (ARCHITECTURE.md): a team
// ships a new remote by publishing its files and changing one URL, without rebuilding
// the shell.
export const REMOTES_CONFIG_URL = '/mf/remotes.json';

export type RemotesConfig = Partial<Record<RemoteName, string>>;

let registered: RemotesConfig = {};

export function parseRemotesConfig(body: unknown): RemotesConfig {
  if (typeof body !== 'object' || body === null) return {};
  const entries = Object.entries(body as Record<string, unknown>).filter(
    (entry): entry is [RemoteName, string] => typeof entry[1] === 'string',
  );
  return Object.fromEntries(entries);
}

async function fetchRemotesConfig(): Promise<RemotesConfig> {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const response = await fetch(REMOTES_CONFIG_URL, { cache: 'no-cache' });
      if (response.ok) return parseRemotesConfig(await response.json());
    } catch (error) {
      console.error('[remotes] cannot read', REMOTES_CONFIG_URL, error);
    }
  }
  return {};
}

function register(config: RemotesConfig, force: boolean): void {
  registerRemotes(
    Object.entries(config).map(([name, entry]) => ({ name, entry })),
    { force },
  );
}

/** Reads /mf/remotes.json and registers every remote with the federation runtime. */
export async function registerRemotesFromConfig(): Promise<RemotesConfig> {
  registered = await fetchRemotesConfig();
  register(registered, false);
  return registered;
}

/** Forgets what the runtime cached for one remote so the next load starts afresh. */
export function resetRemote(name: RemoteName): void {
  const entry = registered[name];
  if (entry) register({ [name]: entry }, true);
}

export function isRegistered(name: RemoteName): boolean {
  return Boolean(registered[name]);
}
