import { useQuery, useQueryClient } from '@tanstack/react-query';
import { contentQuery } from '@dpu/api-client';
import type { ContentQuery } from '@dpu/contracts';

export type ContentState<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  | { status: 'not-found' }
  | { status: 'error'; message: string };

const IS_SERVER = typeof window === 'undefined';
const DISABLED_PATH = '';

/**
 * Content for a page (TanStack Query); a missing document yields 'not-found' (render a
 * 404). On the server a page never renders half-loaded: when its route did not prefetch
 * what it reads, the render waits for it (Suspense) so the HTML holds the whole page.
 */
export function useContent<T>(path: string | null, query: ContentQuery = {}): ContentState<T> {
  const options = contentQuery<T>(path ?? DISABLED_PATH, query);
  const client = useQueryClient();
  const result = useQuery({ ...options, enabled: path !== null });
  if (path === null) return { status: 'loading' };
  if (IS_SERVER && result.status === 'pending') {
    throw client.fetchQuery(options).catch(() => undefined);
  }
  if (result.status === 'pending') return { status: 'loading' };
  if (result.status === 'error') {
    return { status: 'error', message: result.error.message || '内容加载失败' };
  }
  return result.data.found ? { status: 'ready', data: result.data.data } : { status: 'not-found' };
}
