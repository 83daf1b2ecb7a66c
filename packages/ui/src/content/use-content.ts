import { useEffect, useState } from 'react';
import { ContentNotFoundError, fetchContent } from '@dpu/api-client';
import type { ContentQuery } from '@dpu/contracts';

export type ContentState<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  | { status: 'not-found' }
  | { status: 'error'; message: string };

// Answers are kept for the page's lifetime: content only changes with a deploy, and going
// back to a page must not flash a loading state.
const cache = new Map<string, Promise<unknown>>();

function load<T>(path: string, query: ContentQuery): Promise<T> {
  const key = `${path}\n${JSON.stringify(query)}`;
  let promise = cache.get(key);
  if (!promise) {
    promise = fetchContent<T>(path, query);
    promise.catch(() => cache.delete(key));
    cache.set(key, promise);
  }
  return promise as Promise<T>;
}

/** Loads content for a page; a missing document yields 'not-found' (render a 404). */
export function useContent<T>(path: string | null, query: ContentQuery = {}): ContentState<T> {
  const queryKey = JSON.stringify(query);
  const [state, setState] = useState<ContentState<T>>({ status: 'loading' });
  useEffect(() => {
    if (path === null) return;
    let active = true;
    setState({ status: 'loading' });
    load<T>(path, JSON.parse(queryKey) as ContentQuery).then(
      (data) => active && setState({ status: 'ready', data }),
      (error: unknown) => {
        if (!active) return;
        if (error instanceof ContentNotFoundError) setState({ status: 'not-found' });
        else
          setState({
            status: 'error',
            message: error instanceof Error ? error.message : '内容加载失败',
          });
      },
    );
    return () => {
      active = false;
    };
  }, [path, queryKey]);
  return state;
}

/** Test helper: forget cached answers. */
export function clearContentCache(): void {
  cache.clear();
}
