import { queryOptions } from '@tanstack/react-query';
import type { ContentQuery } from '@dpu/contracts';
import { ContentNotFoundError, fetchContent } from './content';

// Content through TanStack Query: one cache for the page, filled on the server while it
// renders, sent along in the HTML and reused by the browser without asking again.

/** A missing document is an answer, not a failure: it renders the 404 page on both sides. */
export type ContentResult<T> = { found: true; data: T } | { found: false };

export async function fetchContentResult<T>(
  path: string,
  query: ContentQuery = {},
): Promise<ContentResult<T>> {
  try {
    return { found: true, data: await fetchContent<T>(path, query) };
  } catch (error) {
    if (error instanceof ContentNotFoundError) return { found: false };
    throw error;
  }
}

/** The query of one content path and body; content changes only with a deploy. */
export function contentQuery<T>(path: string, query: ContentQuery = {}) {
  return queryOptions({
    queryKey: ['content', path, query] as const,
    queryFn: () => fetchContentResult<T>(path, query),
    staleTime: Infinity,
  });
}
