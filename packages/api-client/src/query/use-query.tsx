import {
  createContext,
  Suspense,
  use,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import type {
  QueryKey,
  QueryObserver,
  QueryObserverResult,
  QueryState,
} from '@tanstack/react-query';
import {
  hashQueryKey,
  type LoadedQueries,
  type QueryLayer,
  type SiteQueryOptions,
} from './query-layer';

const QueryLayerContext = createContext<QueryLayer | undefined>(undefined);

export function QueryLayerProvider({
  layer,
  children,
}: {
  layer: QueryLayer;
  children: ReactNode;
}) {
  return <QueryLayerContext value={layer}>{children}</QueryLayerContext>;
}

export function useQueryLayer(): QueryLayer {
  const layer = useContext(QueryLayerContext);
  if (!layer) throw new Error('useQueryLayer outside QueryLayerProvider');
  return layer;
}

function useLoaded(layer: QueryLayer): LoadedQueries | undefined {
  return useSyncExternalStore(layer.subscribe, layer.current, layer.current);
}

/** The part of TanStack Query's result the site reads. */
export type SiteQueryResult<TData> =
  | { status: 'pending'; data: undefined; isError: false; refetch: () => void }
  | { status: 'success'; data: TData; isError: false; refetch: () => void }
  | { status: 'error'; data: TData | undefined; isError: true; refetch: () => void };

function fromObserver<TData>(result: QueryObserverResult<TData>): SiteQueryResult<TData> {
  const refetch = () => void result.refetch();
  if (result.status === 'success') {
    return { status: 'success', data: result.data, isError: false, refetch };
  }
  if (result.status === 'error') {
    return { status: 'error', data: result.data, isError: true, refetch };
  }
  return { status: 'pending', data: undefined, isError: false, refetch };
}

/**
 * What an observer's result says of a cached state (the hook asks for the state as it is,
 * without TanStack's optimistic fetch-on-mount): its status and data, pending when absent.
 */
export function fromCachedState<TData>(
  state: QueryState | undefined,
  refetch: () => void,
): SiteQueryResult<TData> {
  const data = state?.data as TData | undefined;
  if (state?.status === 'success') {
    return { status: 'success', data: data as TData, isError: false, refetch };
  }
  if (state?.status === 'error') return { status: 'error', data, isError: true, refetch };
  return { status: 'pending', data: undefined, isError: false, refetch };
}

const noSubscription = () => () => undefined;

/**
 * TanStack Query's useQuery for the site's pages: the same options and result (the part the
 * site reads). Until the library is loaded it answers from the server's dehydrated data; a
 * query the server did not answer loads the library (only when enabled), and from then on
 * a QueryObserver of the one client serves it, as useQuery would.
 */
export function useQuery<TData, TKey extends QueryKey>(
  options: SiteQueryOptions<TData, TKey>,
): SiteQueryResult<TData> {
  const layer = useQueryLayer();
  const loaded = useLoaded(layer);
  // one observer per component once the library is there; its options follow each render
  // (the effect below), as useQuery's own observer does
  const observer = useMemo(
    (): QueryObserver<TData, Error, TData, TData, TKey> | undefined =>
      loaded && !layer.cachedState
        ? new loaded.lib.QueryObserver(loaded.client, options)
        : undefined,
    // eslint-disable-next-line react-hooks/exhaustive-deps -- options are set in the effect
    [loaded],
  );
  const subscribe = useCallback(
    (onChange: () => void) =>
      observer && loaded
        ? observer.subscribe(loaded.lib.notifyManager.batchCalls(onChange))
        : noSubscription(),
    [observer, loaded],
  );
  const snapshot = () => observer?.getCurrentResult();
  useSyncExternalStore(subscribe, snapshot, snapshot);
  useEffect(() => {
    observer?.setOptions(options);
  });
  const answer = loaded ? undefined : layer.hydrated(hashQueryKey(options.queryKey));
  const waiting = !loaded && !answer && options.enabled !== false;
  useEffect(() => {
    if (waiting) void layer.load();
  }, [layer, waiting]);

  if (observer && loaded) {
    return fromObserver(observer.getOptimisticResult(loaded.client.defaultQueryOptions(options)));
  }
  const { queryKey } = options;
  const refetch = () =>
    void layer.load().then(({ client }) => client.refetchQueries({ queryKey, exact: true }));
  if (layer.cachedState) {
    return fromCachedState(layer.cachedState(hashQueryKey(queryKey)), refetch);
  }
  return answer
    ? { status: 'success', data: answer.data as TData, isError: false, refetch }
    : { status: 'pending', data: undefined, isError: false, refetch };
}

/**
 * TanStack Query's own hooks (mutations, paged lists) for the parts that only ever run after
 * a client query — the staff console, the customer area: the library and its provider,
 * rendering nothing while the library loads (it is there already when a client query led here).
 */
export function WithQueryClient({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <QueryClientFrame>{children}</QueryClientFrame>
    </Suspense>
  );
}

function QueryClientFrame({ children }: { children: ReactNode }) {
  const layer = useQueryLayer();
  const loaded = useLoaded(layer) ?? use(layer.load());
  const { QueryClientProvider } = loaded.lib;
  return <QueryClientProvider client={loaded.client}>{children}</QueryClientProvider>;
}
