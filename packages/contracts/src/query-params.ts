import { normalisePath } from './route-path';

// What a page reads from its URL's query string, cleaned the same way in the browser and
// on the server (docs/hostile-input.md round two, findings 1 and 8). A page reads only the
// parameters its route declares (RouteEntry.query); the server keys its page cache on them
// alone and renders the page from them, so `?b=<random>` or a reordered query string is the
// same page, and a control character never reaches a content query.

/** The longest query value a page reads (a search query is shorter still). */
export const QUERY_VALUE_MAX = 200;

/**
 * Characters a query value never needs: C0 and C1 controls, DEL, bidi controls,
 * zero-width and other default-ignorable characters, and lone UTF-16 surrogates.
 */
const UNWANTED =
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  /[\u0000-\u001f\u007f-\u009f\p{Default_Ignorable_Code_Point}]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/gu;

/**
 * The text without what a reader cannot see or what reorders it: controls, bidi controls,
 * zero-width characters, lone surrogates (query values, uploaded file names).
 */
export function withoutUnseen(value: string): string {
  return value.replace(UNWANTED, '');
}

/** A query value as a page may use it: unwanted characters gone, spaces collapsed, bounded. */
export function cleanQueryValue(value: string | null | undefined, max = QUERY_VALUE_MAX): string {
  if (!value) return '';
  const clean = withoutUnseen(value).replace(/\s+/g, ' ').trim();
  return [...clean].slice(0, max).join('').trim();
}

/** The declared parameters of a query string, cleaned, in declared order; empty ones left out. */
export function pageQuery(search: string, names: readonly string[] = []): URLSearchParams {
  const sent = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of names) {
    const value = cleanQueryValue(sent.get(name));
    if (value) kept.set(name, value);
  }
  return kept;
}

/**
 * The one URL of a page: its path without empty or dot segments or a trailing slash, and
 * only the declared query parameters ('//about/./?b=1' → '/about'). Undefined for a path
 * that cannot be decoded.
 */
export function canonicalPageUrl(url: string, names: readonly string[] = []): string | undefined {
  const [withoutHash = ''] = url.split('#');
  const mark = withoutHash.indexOf('?');
  const rawPath = mark < 0 ? withoutHash : withoutHash.slice(0, mark);
  const search = mark < 0 ? '' : withoutHash.slice(mark);
  let pathname: string;
  try {
    // leading slashes first: '//about' would otherwise read as a host
    pathname = new URL(`/${rawPath.replace(/^[/\\]+/, '')}`, 'http://site').pathname;
  } catch {
    return undefined;
  }
  const segments = pathname.split('/').filter((segment) => segment !== '' && segment !== '.');
  const path = normalisePath(`/${segments.join('/')}`);
  const query = pageQuery(search, names).toString();
  return query ? `${path}?${query}` : path;
}
