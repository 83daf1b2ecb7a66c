// What the service worker does with each request (docs/decisions.md sw.js): pure functions,
// so the rules are unit-tested; sw.ts only wires them to the Cache API.

export type Strategy = 'bypass' | 'navigate' | 'cache-first' | 'network-first';

export const OFFLINE_URL = '/offline.html';
export const REMOTES_CONFIG_URL = '/mf/remotes.json';

/** Precached at install: the shell's index and entry, the offline page and its script, the remotes map. */
export const OFFLINE_SCRIPT_URL = '/offline.js';
export const PRECACHE_URLS = [
  '/',
  '/main.js',
  OFFLINE_URL,
  OFFLINE_SCRIPT_URL,
  REMOTES_CONFIG_URL,
] as const;

/** Hashed build files (name.1a2b3c4d.js) never change: cache-first is safe for them. */
const HASHED = /\.[0-9a-f]{8}\.(js|css|png|jpe?g|gif|webp|svg|woff2?)$/;

/** Runtime cache size cap: remotes deploy on their own, so old hashed chunks pile up. */
export const RUNTIME_CACHE_LIMIT = 150;

export interface RequestInfo {
  method: string;
  mode: string;
  url: string;
}

function isApi(pathname: string): boolean {
  return pathname === '/api' || pathname.startsWith('/api/');
}

/**
 * Another origin is always left to the browser (docs/hostile-input.md R9): a request the
 * worker makes itself runs under the CSP the worker was installed with, which names the
 * remote origins of that day's remotes.json. A remote moved to a CDN afterwards would be
 * refused to every returning visitor until sw.js changed; the page's own request runs under
 * the CSP of the page, which the server builds from remotes.json as it is now.
 */
export function strategyFor(request: RequestInfo, origin: string): Strategy {
  if (request.method !== 'GET') return 'bypass';
  const url = new URL(request.url);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'bypass';
  if (url.origin !== origin) return 'bypass';
  // never cache the API, the worker itself or downloads (public files have their own policy)
  if (isApi(url.pathname) || url.pathname === '/sw.js') return 'bypass';
  if (url.pathname.startsWith('/data/')) return 'bypass';
  if (request.mode === 'navigate') return 'navigate';
  if (HASHED.test(url.pathname)) return 'cache-first';
  return 'network-first';
}

/** The URLs of this origin only: the worker fetches nothing elsewhere (see strategyFor). */
export function sameOriginOnly(urls: readonly string[], origin: string): string[] {
  return urls.filter((url) => new URL(url, origin).origin === origin);
}

/** Manifest URLs of /mf/remotes.json ({name: manifestUrl}), absolute. */
export function manifestUrls(config: unknown, origin: string): string[] {
  if (typeof config !== 'object' || config === null) return [];
  return Object.values(config as Record<string, unknown>)
    .filter((value): value is string => typeof value === 'string')
    .map((value) => new URL(value, origin).href);
}

interface ManifestShape {
  metaData?: { remoteEntry?: { name?: unknown; path?: unknown } };
}

/** The remoteEntry.js URL a federation manifest names, relative to the manifest. */
export function remoteEntryUrl(manifestUrl: string, manifest: unknown): string | undefined {
  const entry = (manifest as ManifestShape | null)?.metaData?.remoteEntry;
  if (typeof entry?.name !== 'string' || !entry.name) return undefined;
  const dir =
    typeof entry.path === 'string' && entry.path ? `${entry.path.replace(/\/$/, '')}/` : '';
  return new URL(`${dir}${entry.name}`, manifestUrl).href;
}

/** Caches of this worker's name that belong to another build. */
export function staleCaches(names: readonly string[], current: readonly string[]): string[] {
  return names.filter((name) => name.startsWith('dpu-') && !current.includes(name));
}
