import type { ContentQuery } from './content-query';
import { routeForContentPath } from './content-routes';

export interface SearchHit {
  title?: unknown;
  description?: unknown;
  path: string;
}

export interface SearchResult {
  title: string;
  description: string;
  route: string;
}

export const MAX_QUERY_LENGTH = 100;

/** docs/site.md §7 content query: the whole site (deep), ranked by the engine, three fields only. */
export function searchQuery(query: string): ContentQuery {
  return { deep: true, search: { query }, only: ['title', 'description', 'path'] };
}

/**
 * Hits become links to the pages that show them. Documents that are not pages (site facts,
 * navigation, customer-area copy) and duplicates of a page already listed are dropped.
 */
export function toSearchResults(hits: readonly SearchHit[]): SearchResult[] {
  const seen = new Set<string>();
  const results: SearchResult[] = [];
  for (const hit of hits) {
    const route = typeof hit.path === 'string' ? routeForContentPath(hit.path) : undefined;
    if (!route || typeof hit.title !== 'string' || !hit.title || seen.has(route)) continue;
    seen.add(route);
    results.push({
      title: hit.title,
      description: typeof hit.description === 'string' ? hit.description : '',
      route,
    });
  }
  return results;
}
