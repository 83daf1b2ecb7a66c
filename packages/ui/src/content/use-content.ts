import { contentQuery, useQuery, useQueryLayer } from '@dpu/api-client';
import type { ContentQuery } from '@dpu/contracts';

export type ContentState<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  | { status: 'not-found' }
  | { status: 'error'; message: string; retry: () => void };

const IS_SERVER = typeof window === 'undefined';
const DISABLED_PATH = '';

/** What a visitor reads when content could not be had (never the HTTP library's words). */
export const CONTENT_FAILED = '内容加载失败，请稍后重试';

const noRetry = () => undefined;

function errorState(retry: () => void = noRetry): ContentState<never> {
  return { status: 'error', message: CONTENT_FAILED, retry };
}

/**
 * Content for a page (TanStack Query); a missing document yields 'not-found' (render a
 * 404). On the server a page never renders half-loaded: when its route did not prefetch
 * what it reads, the render waits for it (Suspense) so the HTML holds the whole page.
 * It waits once: a query that failed renders as its error state. (An errored query with no
 * data reads as 'pending' again on the next render, and throwing a new fetch each time
 * re-rendered the page without end: docs/hostile-input.md, round two, finding 1.)
 */
export function useContent<T>(path: string | null, query: ContentQuery = {}): ContentState<T> {
  const options = contentQuery<T>(path ?? DISABLED_PATH, query);
  const layer = useQueryLayer();
  const result = useQuery({ ...options, enabled: path !== null });
  if (path === null) return { status: 'loading' };
  // on the server the library is loaded from the start (createServerQueryLayer)
  const client = IS_SERVER ? layer.current()?.client : undefined;
  if (client && result.status === 'pending') {
    const failed = client.getQueryState(options.queryKey);
    if (failed?.status === 'error') return errorState();
    throw client.fetchQuery(options).catch(() => undefined);
  }
  if (result.status === 'pending') return { status: 'loading' };
  const retry = result.refetch;
  if (result.status === 'error') return errorState(retry);
  if (result.data.found) return { status: 'ready', data: result.data.data };
  const { refused } = result.data;
  // a refusal carries the API's own (Chinese) message
  return refused ? { status: 'error', message: refused.message, retry } : { status: 'not-found' };
}
