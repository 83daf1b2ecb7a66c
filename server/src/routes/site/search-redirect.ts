import { cleanQueryValue, MAX_QUERY_LENGTH } from '@dpu/contracts';

/**
 * The search page has one parameter, `q` (the header's box and every link use it). A link
 * with `keyword` (older pages, outside sites) is answered with the canonical address, so a
 * search engine and a shared link keep one URL (issue 26); the page itself also reads it.
 * Undefined when the URL needs no redirect.
 */
export function canonicalSearchLocation(url: string): string | undefined {
  const { pathname, searchParams } = new URL(url, 'http://site');
  if (pathname !== '/search' || !searchParams.has('keyword') || searchParams.get('q')) {
    return undefined;
  }
  const keyword = cleanQueryValue(searchParams.get('keyword'), MAX_QUERY_LENGTH);
  const canonical = new URLSearchParams();
  if (keyword) canonical.set('q', keyword);
  for (const name of ['type', 'page']) {
    const value = cleanQueryValue(searchParams.get(name), 20);
    if (value) canonical.set(name, value);
  }
  const query = canonical.toString();
  return query ? `/search?${query}` : '/search';
}
