import { normalisePath, routeNameOf } from './route-path';

// A route manifest: what an app publishes about its pages with every deploy (as
// `routes.json` beside its `mf-manifest.json`). The shell and the server read the manifests
// of the remotes named in /mf/remotes.json at run time, so a team adds a page by deploying
// its remote alone: the page becomes reachable, rendered on the server, guarded when
// protected, tracked under its name and listed in the sitemap. See docs/composition.md.

/** The pages of a content collection, one per document, for the sitemap. */
export interface SitemapFromContent {
  /** Content directory whose documents each have a page, e.g. '/news'. */
  content: string;
  /** Only documents whose fields equal these values, e.g. { kind: 'social' }. */
  where?: Readonly<Record<string, string | number | boolean>>;
  /** The document's slug fills this path parameter ('/about/leadership/:name' → 'name')… */
  param?: string;
  /** …or this query parameter ('/news/newsDetails' → '?id=<slug>'). */
  query?: string;
}

/**
 * How the page's head is found. A page sets its own title and description while it
 * renders (usePageMeta, the same code on the server and in the browser); this static head
 * is what the server sends when that page cannot be rendered on the server.
 */
export interface RouteHead {
  title: string;
  description?: string;
}

export interface RouteEntry {
  /** Path pattern; ':param' marks a dynamic segment. */
  path: string;
  /** The route name sent as browsePageName (docs/site.md §3); default: routeNameOf(path). */
  name?: string;
  /** docs/site.md §6: token and product authorisation required; rendered only in the browser. */
  protected?: boolean;
  /** Listed in /sitemap.xml: true for the page itself, or one page per content document. */
  sitemap?: boolean | SitemapFromContent;
  head: RouteHead;
  /**
   * The remote's page module under src/features, without '.tsx': 'news/news-list-page'
   * renders its export NewsListPage (createRemoteRoutes in @dpu/ui).
   */
  page?: string;
  /** Props of that page on this route, e.g. { kind: 'social' }. */
  props?: Readonly<Record<string, string>>;
  /**
   * The query parameters the page reads (through useQueryParam), e.g. ['q']. The server
   * renders and caches the page from these alone, cleaned: any other parameter is ignored
   * (docs/hostile-input.md round two, findings 1 and 8).
   */
  query?: readonly string[];
  /**
   * 'navigation': the page has nothing to operate but links. Its server HTML is not hydrated
   * and its code not loaded on a first visit until the visitor navigates (its links navigate
   * in the browser meanwhile; docs/composition.md). Absent (or anything else): hydrated as
   * the page loads. A string, as routes.json gives it.
   */
  hydrate?: string;
}

export interface RouteManifest {
  /** The remote's name in /mf/remotes.json (or 'shell' for the host's own pages). */
  app: string;
  routes: readonly RouteEntry[];
}

/** A route of the composed site: a manifest entry with its owner and its name resolved. */
export interface SiteRoute extends RouteEntry {
  app: string;
  name: string;
}

/** The part of a route the browser needs (/mf/routes.json): no head, no sitemap. */
export type ClientRoute = Pick<SiteRoute, 'path' | 'app' | 'name' | 'protected' | 'hydrate'>;

export function toClientRoute({
  path,
  app,
  name,
  protected: guarded,
  hydrate,
}: SiteRoute): ClientRoute {
  return {
    path,
    app,
    name,
    ...(guarded ? { protected: true } : {}),
    ...(hydrate === 'navigation' && !guarded ? { hydrate } : {}),
  };
}

export interface RouteMatch<R extends { path: string } = SiteRoute> {
  route: R;
  params: Record<string, string>;
}

export function defineRouteManifest(app: string, routes: readonly RouteEntry[]): RouteManifest {
  return { app, routes };
}

/** The params of a pathname matched against a pattern, or undefined when it does not match. */
export function matchPattern(
  pattern: string,
  pathname: string,
): Record<string, string> | undefined {
  const want = pattern.split('/').filter(Boolean);
  const have = normalisePath(pathname).split('/').filter(Boolean);
  if (want.length !== have.length) return undefined;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i += 1) {
    const segment = want[i] as string;
    const actual = have[i] as string;
    if (segment.startsWith(':')) {
      try {
        params[segment.slice(1)] = decodeURIComponent(actual);
      } catch {
        return undefined;
      }
    } else if (segment !== actual) return undefined;
  }
  return params;
}

function dynamicSegments(pattern: string): number {
  return pattern.split('/').filter((segment) => segment.startsWith(':')).length;
}

/**
 * The routes of several manifests as one table. Static paths win over patterns, patterns
 * with fewer parameters over those with more; on a tie the manifest listed first wins (the
 * shell's own pages come first, so no remote can take over /login).
 */
export function buildRouteTable(manifests: readonly RouteManifest[]): SiteRoute[] {
  const routes = manifests.flatMap((manifest) =>
    manifest.routes.map((entry) => ({
      ...entry,
      app: manifest.app,
      name: entry.name ?? routeNameOf(entry.path),
    })),
  );
  return routes
    .map((route, order) => ({ route, order }))
    .sort(
      (a, b) => dynamicSegments(a.route.path) - dynamicSegments(b.route.path) || a.order - b.order,
    )
    .map(({ route }) => route);
}

/** The route of the table a pathname belongs to, or undefined for an unknown path. */
export function findRoute<R extends { path: string }>(
  table: readonly R[],
  pathname: string,
): RouteMatch<R> | undefined {
  for (const route of table) {
    const params = matchPattern(route.path, pathname);
    if (params) return { route, params };
  }
  return undefined;
}
