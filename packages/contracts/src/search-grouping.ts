import type { SearchResult } from './site-search';

// Search results by kind (issue 26): a visitor filters "DPU" down to 产品 or 招聘 instead of
// scrolling one 8,000 px list. The kind comes from the page a hit links to, so a new
// collection is typed by its route without a list to keep in step.

export const SEARCH_TYPES = [
  { key: 'product', label: '产品', prefixes: ['/product', '/dpu', '/ipcore'] },
  { key: 'solution', label: '解决方案', prefixes: ['/solution'] },
  { key: 'case', label: '案例', prefixes: ['/case', '/customer'] },
  { key: 'news', label: '新闻', prefixes: ['/news'] },
  { key: 'whitepaper', label: '白皮书', prefixes: ['/whitepaper'] },
  { key: 'video', label: '视频', prefixes: ['/video'] },
  { key: 'document', label: '文档', prefixes: ['/developers'] },
  { key: 'job', label: '招聘', prefixes: ['/joinus', '/about/joinus', '/about/joinusSchool'] },
  { key: 'company', label: '公司', prefixes: ['/about', '/contact', '/protocol'] },
  { key: 'other', label: '其他', prefixes: [] },
] as const;

export type SearchTypeKey = (typeof SEARCH_TYPES)[number]['key'];

export const SEARCH_PAGE_SIZE = 10;

export interface TypedSearchResult extends SearchResult {
  type: SearchTypeKey;
}

export interface SearchGroup {
  type: SearchTypeKey;
  label: string;
  results: TypedSearchResult[];
}

function isUnder(route: string, prefix: string): boolean {
  const path = route.split('?')[0] ?? route;
  return path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}?`);
}

/** The kind of page a route is: the first type whose prefix it is under (jobs before company). */
export function searchTypeOf(route: string): SearchTypeKey {
  const byLength = SEARCH_TYPES.flatMap((type) =>
    type.prefixes.map((prefix) => ({ key: type.key, prefix })),
  ).sort((a, b) => b.prefix.length - a.prefix.length);
  return byLength.find(({ prefix }) => isUnder(route, prefix))?.key ?? 'other';
}

export function searchTypeLabel(type: SearchTypeKey): string {
  return SEARCH_TYPES.find((entry) => entry.key === type)?.label ?? '其他';
}

export function isSearchType(value: string): value is SearchTypeKey {
  return SEARCH_TYPES.some((entry) => entry.key === value);
}

/** The words of a query: split on spaces, longest first (so a longer word is marked whole). */
export function searchTerms(query: string): string[] {
  const words = query
    .trim()
    .split(/\s+/)
    .filter((word) => word.length > 0);
  return [...new Set(words)].sort((a, b) => b.length - a.length);
}

function titleNames(title: string, terms: readonly string[]): boolean {
  const lower = title.toLowerCase();
  return terms.some((term) => lower.includes(term.toLowerCase()));
}

/**
 * Results grouped by kind. Groups keep the engine's order of their best hit, except that
 * when a query names a product (a product page's title holds a word of it) the products come
 * first, with the named products at their head: a buyer typing "2200E" wants the card, not a
 * job posting that mentions it.
 */
export function groupSearchResults(results: readonly SearchResult[], query: string): SearchGroup[] {
  const terms = searchTerms(query);
  const groups = new Map<SearchTypeKey, TypedSearchResult[]>();
  for (const result of results) {
    const type = searchTypeOf(result.route);
    const list = groups.get(type) ?? [];
    list.push({ ...result, type });
    groups.set(type, list);
  }
  const products = groups.get('product');
  const named = products?.filter((result) => titleNames(result.title, terms)) ?? [];
  if (products && named.length > 0) {
    groups.delete('product');
    const rest = products.filter((result) => !named.includes(result));
    const ordered = new Map<SearchTypeKey, TypedSearchResult[]>([['product', [...named, ...rest]]]);
    for (const [type, list] of groups) ordered.set(type, list);
    return toGroups(ordered);
  }
  return toGroups(groups);
}

function toGroups(groups: Map<SearchTypeKey, TypedSearchResult[]>): SearchGroup[] {
  return [...groups].map(([type, results]) => ({ type, label: searchTypeLabel(type), results }));
}

export interface SearchPageView {
  /** Every group with its size, for the filter. */
  counts: { type: SearchTypeKey; label: string; count: number }[];
  total: number;
  /** Results shown for the filter (all groups in order when none). */
  matching: number;
  page: number;
  pages: number;
  /** This page's results, still grouped (a group cut by the page edge shows its part). */
  groups: SearchGroup[];
}

/** One page of grouped results, for a type filter ('' = all) and a 1-based page. */
export function searchPageView(
  groups: readonly SearchGroup[],
  type: SearchTypeKey | '',
  page: number,
  pageSize = SEARCH_PAGE_SIZE,
): SearchPageView {
  const counts = groups.map((g) => ({ type: g.type, label: g.label, count: g.results.length }));
  const total = counts.reduce((sum, entry) => sum + entry.count, 0);
  const chosen = type ? groups.filter((group) => group.type === type) : groups;
  const flat = chosen.flatMap((group) => group.results);
  const pages = Math.max(1, Math.ceil(flat.length / pageSize));
  const current = Math.min(Math.max(1, page), pages);
  const slice = flat.slice((current - 1) * pageSize, current * pageSize);
  const paged: SearchGroup[] = [];
  for (const result of slice) {
    const last = paged[paged.length - 1];
    if (last?.type === result.type) last.results.push(result);
    else paged.push({ type: result.type, label: searchTypeLabel(result.type), results: [result] });
  }
  return { counts, total, matching: flat.length, page: current, pages, groups: paged };
}

/** The search page's URL for a query, a type filter and a page (page 1 and no filter omitted). */
export function searchPageHref(query: string, type: SearchTypeKey | '' = '', page = 1): string {
  const params = new URLSearchParams({ q: query });
  if (type) params.set('type', type);
  if (page > 1) params.set('page', String(page));
  return `/search?${params.toString()}`;
}

/** Text cut into plain and marked pieces, where a piece matches a word of the query. */
export function markTerms(
  text: string,
  terms: readonly string[],
): { text: string; mark: boolean }[] {
  if (terms.length === 0 || !text) return [{ text, mark: false }];
  const escaped = terms.map((term) => term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const pattern = new RegExp(`(${escaped.join('|')})`, 'gi');
  return text
    .split(pattern)
    .filter((piece) => piece.length > 0)
    .map((piece) => ({
      text: piece,
      mark: terms.some((t) => t.toLowerCase() === piece.toLowerCase()),
    }));
}
