import { canonicalPageUrl, findRoute, type SiteRoute } from '@dpu/contracts';

// Which tracking records are page views (docs/hostile-input.md round two, finding 7): a
// client may post any pathName, so only a path the site's route table knows counts as a
// page in the staff traffic chart; the others are stored apart (known_route = false). The
// table is the page service's (routes/site), the one the server renders pages from.

export type RouteTableReader = () => Promise<readonly SiteRoute[]>;

export class KnownPaths {
  private reader: RouteTableReader | undefined;

  /** The site plugin hands over its route table once it has one. */
  use(reader: RouteTableReader): void {
    this.reader = reader;
  }

  /**
   * The site's route table, or none when it cannot be read (an API-only server, a site not
   * built yet). Also read by the studio: a new document's page must not be a fixed route's.
   */
  async table(): Promise<readonly SiteRoute[]> {
    if (!this.reader) return [];
    try {
      return await this.reader();
    } catch {
      return [];
    }
  }

  /**
   * Whether a tracked path is a page of the site. Without a readable table every path
   * counts: nothing can be told apart then.
   */
  async isKnown(pathName: string): Promise<boolean> {
    const routes = await this.table();
    if (routes.length === 0) return true;
    return isKnownPath(routes, pathName);
  }
}

/** '/about/', '//about?x=1#y' and '/about' are the same page; '/about/fakepage' is none. */
export function isKnownPath(routes: readonly SiteRoute[], pathName: string): boolean {
  const url = canonicalPageUrl(pathName);
  if (url === undefined) return false;
  return findRoute(routes, url) !== undefined;
}
