import { readFileSync, statSync } from 'node:fs';
import { defaultRemotesConfig } from './remotes-config';

// The origins the page may load remotes from (for the Content-Security-Policy): the
// origins of the absolute URLs in remotes.json. The file is re-read when it changes, like
// /mf/remotes.json itself, so pointing a remote at a CDN needs no restart.

let cache: { file: string; mtimeMs: number; origins: string[] } | undefined;

export function originsOf(config: Record<string, unknown>): string[] {
  const origins = new Set<string>();
  for (const url of Object.values(config)) {
    if (typeof url !== 'string' || !/^https?:\/\//i.test(url)) continue;
    try {
      origins.add(new URL(url).origin);
    } catch {
      // not a URL: nothing to allow
    }
  }
  return [...origins].sort();
}

export function remoteOrigins(file: string | undefined): string[] {
  if (!file) return originsOf(defaultRemotesConfig());
  try {
    const { mtimeMs } = statSync(file);
    if (cache?.file === file && cache.mtimeMs === mtimeMs) return cache.origins;
    const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
    const origins =
      parsed && typeof parsed === 'object' ? originsOf(parsed as Record<string, unknown>) : [];
    cache = { file, mtimeMs, origins };
    return origins;
  } catch {
    // unreadable or invalid: /mf/remotes.json fails too, so allow nothing extra
    return [];
  }
}
