import type {
  DataTag,
  DehydratedState,
  QueryClient,
  QueryFunction,
  QueryKey,
  QueryState,
} from '@tanstack/react-query';

// The site's one data layer is TanStack Query's cache. A first load must not download the
// library (13 KB gzip) only to read what the server already rendered the page with, so the
// browser starts with the dehydrated answers and loads the library at the first query that
// needs the network (or a write to the cache); from then on the library's client, hydrated
// with the same answers, serves every query. On the server the library is loaded from the
// start. docs/composition.md 'Data'.

/**
 * What the layer uses of the library, named one by one: a bundler keeps only the exports it
 * sees used, and a module object passed along whole lost the others in the Node build.
 */
export type QueryLibrary = Pick<
  typeof import('@tanstack/react-query'),
  'QueryClient' | 'QueryClientProvider' | 'QueryObserver' | 'hydrate' | 'notifyManager'
>;

/** The layer's pieces of the library, picked by name: the browser's load and the server's. */
export function pickQueryLibrary({
  QueryClient,
  QueryClientProvider,
  QueryObserver,
  hydrate,
  notifyManager,
}: QueryLibrary): QueryLibrary {
  return { QueryClient, QueryClientProvider, QueryObserver, hydrate, notifyManager };
}

/**
 * The library's load: the browser's at the first query the page's data does not answer, the
 * server's at its first render.
 */
export function importQueryLibrary(): Promise<QueryLibrary> {
  return import('@tanstack/react-query').then(pickQueryLibrary);
}

export interface LoadedQueries {
  lib: QueryLibrary;
  client: QueryClient;
}

/** What the site asks of a query: a subset of TanStack Query's options, passed on as is. */
export interface SiteQueryOptions<TData, TKey extends QueryKey = QueryKey> {
  queryKey: TKey;
  queryFn: QueryFunction<TData, TKey>;
  enabled?: boolean;
  staleTime?: number;
  retry?: boolean | number;
}

/** Typed options (TanStack's queryOptions without importing it: the key carries the type). */
export function queryOptions<TData, TKey extends QueryKey>(
  options: SiteQueryOptions<TData, TKey>,
): SiteQueryOptions<TData, TKey> & { queryKey: DataTag<TKey, TData, Error> } {
  return options as SiteQueryOptions<TData, TKey> & { queryKey: DataTag<TKey, TData, Error> };
}

export interface QueryLayer {
  /** The library and its client once loaded (always on the server), else undefined. */
  current(): LoadedQueries | undefined;
  /** Loads the library once; every caller gets the same client. */
  load(): Promise<LoadedQueries>;
  subscribe(listener: () => void): () => void;
  /** The server's answer for a query hash while the library is not loaded. */
  hydrated(queryHash: string): { data: unknown } | undefined;
  /**
   * A server render's layer only: a query's state read from the client's cache itself. A
   * server render renders each part once and never updates it, so an observer per query
   * (and TanStack's option defaulting for each) would be work nobody reads.
   */
  cachedState?(queryHash: string): QueryState | undefined;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/** The hash TanStack Query gives a key (its hashKey: JSON with sorted object keys). */
export function hashQueryKey(queryKey: QueryKey): string {
  return JSON.stringify(queryKey, (_, value: unknown) =>
    isPlainObject(value)
      ? Object.fromEntries(
          Object.keys(value)
            .sort()
            .map((key) => [key, value[key]]),
        )
      : value,
  );
}

/** Tests: the library is there from the start and every query is observed. */
export function createLoadedQueryLayer(lib: QueryLibrary, client: QueryClient): QueryLayer {
  const loaded = { lib, client };
  return {
    current: () => loaded,
    load: () => Promise.resolve(loaded),
    subscribe: () => () => undefined,
    hydrated: () => undefined,
  };
}

/** A server render: the library there from the start, queries read from the cache. */
export function createServerQueryLayer(lib: QueryLibrary, client: QueryClient): QueryLayer {
  const cache = client.getQueryCache();
  return {
    ...createLoadedQueryLayer(lib, client),
    cachedState: (queryHash) => cache.get(queryHash)?.state,
  };
}

/**
 * The browser's side: the dehydrated answers until `load()` is first called, then the
 * library's client hydrated with them.
 */
export function createLazyQueryLayer(
  state: DehydratedState | undefined,
  importLibrary: () => Promise<QueryLibrary>,
  createClient: (lib: QueryLibrary) => QueryClient,
): QueryLayer {
  const answers = new Map<string, { data: unknown }>();
  for (const query of state?.queries ?? []) {
    if (query.state.status === 'success') answers.set(query.queryHash, { data: query.state.data });
  }
  const listeners = new Set<() => void>();
  let loaded: LoadedQueries | undefined;
  let loading: Promise<LoadedQueries> | undefined;
  return {
    current: () => loaded,
    load() {
      loading ??= importLibrary().then((lib) => {
        const client = createClient(lib);
        if (state) lib.hydrate(client, state);
        loaded = { lib, client };
        for (const listener of listeners) listener();
        return loaded;
      });
      return loading;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    hydrated: (queryHash) => (loaded ? undefined : answers.get(queryHash)),
  };
}
