import { registerRemotes } from '@module-federation/enhanced/runtime';

// Where each remote lives NOW comes from the server at start (in the page it rendered, or
// from /mf/remotes.json): a team ships a new remote by publishing its files and changing
// one URL, without rebuilding the shell.

export type RemotesConfig = Readonly<Record<string, string>>;

let registered: RemotesConfig = {};

export function parseRemotesConfig(body: unknown): RemotesConfig {
  if (typeof body !== 'object' || body === null) return {};
  return Object.fromEntries(
    Object.entries(body as Record<string, unknown>).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}

function register(config: RemotesConfig, force: boolean): void {
  registerRemotes(
    Object.entries(config).map(([name, entry]) => ({ name, entry })),
    { force },
  );
}

/** Registers every remote with the federation runtime. */
export function registerRemotesConfig(config: RemotesConfig): void {
  registered = config;
  register(config, false);
}

/** Forgets what the runtime cached for one remote so the next load starts afresh. */
export function resetRemote(name: string): void {
  const entry = registered[name];
  if (entry) register({ [name]: entry }, true);
}
