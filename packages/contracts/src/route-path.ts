// Path rules every part of the site shares (the shell, the remotes, the server).

/** Drops a trailing slash (except for '/') so '/about/' and '/about' are one route. */
export function normalisePath(pathname: string): string {
  if (pathname.length > 1 && pathname.endsWith('/')) return pathname.replace(/\/+$/, '') || '/';
  return pathname || '/';
}

/**
 * The route name of a path pattern, the browsePageName of a behaviour record (docs/site.md §3).
 * Names follow the Nuxt convention the original site used: path segments joined by '-',
 * 'index' for '/', dynamic segments by their parameter name:
 * '/about/leadership/:name' → 'about-leadership-name'.
 */
export function routeNameOf(pattern: string): string {
  const segments = pattern.split('/').filter(Boolean);
  if (segments.length === 0) return 'index';
  return segments.map((s) => (s.startsWith(':') ? s.slice(1) : s)).join('-');
}

/** docs/site.md §4: the customer-area landing path, stored as '/' in path/backPath. */
export const PRODUCT_STACK_PATH = '/productStack';

/** The remotes of the composition, by their key in /mf/remotes.json. */
export type RemoteName = 'marketing' | 'products' | 'careers' | 'support';
export const REMOTE_NAMES: readonly RemoteName[] = ['marketing', 'products', 'careers', 'support'];
