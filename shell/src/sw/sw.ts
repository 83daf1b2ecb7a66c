// The site's service worker (docs/decisions.md): precaches the shell, the remotes' entries
// and their pages' scripts and styles (so a second page view fetches almost nothing), goes network-first for pages with an offline page as fallback, never caches
// /api, and is versioned per build (mf-build injects __SW_VERSION__), so a deploy installs
// a new worker that drops the old caches. Compiled on its own (no federation runtime).
import {
  manifestUrls,
  OFFLINE_URL,
  PRECACHE_URLS,
  REMOTES_CONFIG_URL,
  remoteEntryUrl,
  RUNTIME_CACHE_LIMIT,
  sameOriginOnly,
  staleCaches,
  strategyFor,
  type Strategy,
} from './sw-strategy';
import { routeAssetUrls } from './route-assets';

declare const __SW_VERSION__: string;

const worker = self as unknown as ServiceWorkerGlobalScope;
const PRECACHE = `dpu-precache-${__SW_VERSION__}`;
const RUNTIME = `dpu-runtime-${__SW_VERSION__}`;

interface RemoteFiles {
  /** Entries: a fixed name a deploy changes, fetched past the HTTP cache. */
  entries: string[];
  /** The remotes' page chunks and styles: hashed, so the HTTP cache's copy is the same file. */
  pages: string[];
}

/** A file kept in the cache as read: the worker fetches each file once. */
async function readJson(cache: Cache, url: string): Promise<unknown> {
  const cached = await cache.match(url);
  if (cached) return cached.json();
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  await cache.put(url, response.clone());
  return response.json();
}

/**
 * The remotes' files named by /mf/remotes.json now, on this origin only: a remote on another
 * origin is fetched by the page itself (strategyFor).
 */
async function remoteFiles(cache: Cache): Promise<RemoteFiles> {
  const origin = worker.location.origin;
  const manifests = sameOriginOnly(
    manifestUrls(await readJson(cache, REMOTES_CONFIG_URL), origin),
    origin,
  );
  const read = await Promise.allSettled(
    manifests.map(async (url) => ({ url, manifest: await readJson(cache, url) })),
  );
  const found = read.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const entries = found.flatMap(({ url, manifest }) => remoteEntryUrl(url, manifest) ?? []);
  const pages = found.flatMap(({ url, manifest }) => routeAssetUrls(url, manifest));
  return { entries: sameOriginOnly(entries, origin), pages: sameOriginOnly(pages, origin) };
}

async function precache(): Promise<void> {
  const cache = await caches.open(PRECACHE);
  await cache.addAll(PRECACHE_URLS.map((url) => new Request(url, { cache: 'reload' })));
  // a remote that is down must not block the install: it is cached on first use instead
  try {
    const { entries, pages } = await remoteFiles(cache);
    await Promise.allSettled([
      ...entries.map((url) => cache.add(new Request(url, { cache: 'reload' }))),
      // what the page loaded already comes from the HTTP cache, not the network again
      ...pages.map((url) => cache.add(url)),
    ]);
  } catch (error) {
    console.warn('[sw] remote files not precached', error);
  }
}

async function trim(cache: Cache): Promise<void> {
  const keys = await cache.keys();
  const excess = keys.length - RUNTIME_CACHE_LIMIT;
  await Promise.all(keys.slice(0, Math.max(0, excess)).map((key) => cache.delete(key)));
}

async function store(request: Request, response: Response): Promise<void> {
  if (response.status !== 200 || response.type === 'opaque') return;
  const cache = await caches.open(RUNTIME);
  await cache.put(request, response);
  await trim(cache);
}

async function offlinePage(): Promise<Response> {
  const cached = await caches.match(OFFLINE_URL);
  return (
    cached ??
    new Response('<!doctype html><html lang="zh-CN"><meta charset="utf-8"><p>网络已断开</p>', {
      status: 503,
      headers: { 'Content-Type': 'text/html; charset=utf-8' },
    })
  );
}

async function navigate(event: FetchEvent): Promise<Response> {
  try {
    return await fetch(event.request);
  } catch {
    return offlinePage();
  }
}

async function networkFirst(event: FetchEvent): Promise<Response> {
  try {
    const response = await fetch(event.request);
    event.waitUntil(store(event.request, response.clone()));
    return response;
  } catch (error) {
    const cached = await caches.match(event.request);
    if (cached) return cached;
    throw error;
  }
}

async function cacheFirst(event: FetchEvent): Promise<Response> {
  const cached = await caches.match(event.request);
  if (cached) return cached;
  const response = await fetch(event.request);
  event.waitUntil(store(event.request, response.clone()));
  return response;
}

const HANDLERS: Record<Exclude<Strategy, 'bypass'>, (event: FetchEvent) => Promise<Response>> = {
  navigate,
  'network-first': networkFirst,
  'cache-first': cacheFirst,
};

worker.addEventListener('install', (event) => {
  event.waitUntil(precache().then(() => worker.skipWaiting()));
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(staleCaches(names, [PRECACHE, RUNTIME]).map((n) => caches.delete(n))),
      )
      .then(() => worker.clients.claim()),
  );
});

worker.addEventListener('fetch', (event) => {
  const { method, mode, url } = event.request;
  const strategy = strategyFor({ method, mode, url }, worker.location.origin);
  if (strategy === 'bypass') return;
  event.respondWith(HANDLERS[strategy](event));
});
