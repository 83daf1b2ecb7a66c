import { readFileSync, statSync, watch, type FSWatcher } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { REMOTE_NAMES, type RemoteName } from '@dpu/contracts';
import { originsOf } from './remote-origins';

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

/** remotes.json as read at one moment: the map (or why it is unusable) and its origins. */
export interface RemotesSnapshot {
  /** The map served at /mf/remotes.json: the file's entries over the local defaults. */
  map: Record<string, string>;
  /** Set when the file cannot be read or is not a map: /mf/remotes.json fails with it. */
  error?: Error;
  /** Origins of its absolute URLs (the CSP allows them); none when the file is unusable. */
  origins: string[];
  /** Changes whenever the file changes. */
  stamp: string;
}

export interface RemotesService {
  current: () => RemotesSnapshot;
  close: () => void;
}

function stampOf(file: string): string {
  try {
    const { mtimeMs, size } = statSync(file);
    return `${mtimeMs}:${size}`;
  } catch {
    return 'missing';
  }
}

function readSnapshot(file: string): RemotesSnapshot {
  const stamp = stampOf(file);
  const defaults = defaultRemotesConfig();
  try {
    const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
    if (!isRemotesConfig(parsed)) {
      throw new Error(`${file} must be a JSON object mapping remote name to manifest URL`);
    }
    const map = { ...defaults, ...parsed };
    return { map, origins: originsOf(map), stamp };
  } catch (error) {
    return {
      map: defaults,
      error: error instanceof Error ? error : new Error(String(error)),
      origins: [],
      stamp,
    };
  }
}

/**
 * The remotes map, read once per change of remotes.json rather than per request: a file
 * watch marks it stale at once (pointing a remote elsewhere needs no restart), and a stat
 * every refreshMs catches what a watch can miss (network file systems). refreshMs 0
 * re-checks the file at every use.
 */
export function remotesService(file: string | undefined, refreshMs: number): RemotesService {
  if (!file) {
    const fixed: RemotesSnapshot = {
      map: defaultRemotesConfig(),
      origins: originsOf(defaultRemotesConfig()),
      stamp: '',
    };
    return { current: () => fixed, close: () => undefined };
  }
  let snapshot = readSnapshot(file);
  let stale = false;
  let watcher: FSWatcher | undefined;
  try {
    // the folder, not the file: tools often replace a file rather than write into it
    watcher = watch(path.dirname(file), (_event, name) => {
      if (!name || name === path.basename(file)) stale = true;
    });
    watcher.on('error', () => undefined);
    watcher.unref();
  } catch {
    // no watch on this file system: the stat below is the only check
  }
  const timer =
    refreshMs > 0
      ? setInterval(() => {
          stat(file).then(
            ({ mtimeMs, size }) => {
              if (`${mtimeMs}:${size}` !== snapshot.stamp) stale = true;
            },
            () => {
              if (snapshot.stamp !== 'missing') stale = true;
            },
          );
        }, refreshMs).unref()
      : undefined;
  return {
    current: () => {
      if (stale || (refreshMs === 0 && stampOf(file) !== snapshot.stamp)) {
        stale = false;
        snapshot = readSnapshot(file);
      }
      return snapshot;
    },
    close: () => {
      watcher?.close();
      if (timer) clearInterval(timer);
    },
  };
}
