import { readFile } from 'node:fs/promises';
import type { RemoteName } from '@dpu/contracts';

export const REMOTE_NAMES: readonly RemoteName[] = ['marketing', 'products', 'careers', 'support'];

/** Where the remotes live when nothing else is configured: this server's own folders. */
export function defaultRemotesConfig(): Record<RemoteName, string> {
  return Object.fromEntries(
    REMOTE_NAMES.map((name) => [name, `/remotes/${name}/mf-manifest.json`]),
  ) as Record<RemoteName, string>;
}

function isRemotesConfig(value: unknown): value is Record<string, string> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((url) => typeof url === 'string')
  );
}

/**
 * The remotes map served at /mf/remotes.json. Read on every request so pointing a remote
 * elsewhere takes effect without a restart; entries the file leaves out keep their
 * defaults.
 */
export async function readRemotesConfig(file: string | undefined): Promise<Record<string, string>> {
  const defaults = defaultRemotesConfig();
  if (!file) return defaults;
  const parsed: unknown = JSON.parse(await readFile(file, 'utf8'));
  if (!isRemotesConfig(parsed)) {
    throw new Error(`${file} must be a JSON object mapping remote name to manifest URL`);
  }
  return { ...defaults, ...parsed };
}
