import type { ContentQuery } from '@dpu/contracts';
import { ContentNotFoundError, ContentRequestError, fetchContent } from './content';
import { queryOptions } from './query/query-layer';

// Content through TanStack Query: one cache for the page, filled on the server while it
// renders, sent along in the HTML and reused by the browser without asking again.

/**
 * A missing document is an answer, not a failure: it renders the 404 page on both sides. So
 * is a query the API refuses (a 4xx other than 429): asking again gives the same refusal,
 * so it is kept like an answer — rendered once on the server as the page's error state and
 * sent along, so the browser shows the same thing without asking (docs/hostile-input.md).
 */
export type ContentResult<T> =
  { found: true; data: T } | { found: false; refused?: { code: string; message: string } };

function isRefusal(error: unknown): error is ContentRequestError {
  return error instanceof ContentRequestError && /^4\d\d$/.test(error.code) && error.code !== '429';
}

export async function fetchContentResult<T>(
  path: string,
  query: ContentQuery = {},
): Promise<ContentResult<T>> {
  try {
    return { found: true, data: await fetchContent<T>(path, query) };
  } catch (error) {
    if (error instanceof ContentNotFoundError) return { found: false };
    if (isRefusal(error)) {
      return { found: false, refused: { code: error.code, message: error.message } };
    }
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
