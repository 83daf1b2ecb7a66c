/** docs/site.md §7: the content query body (Nuxt Content v1), see docs/content-query.md. */
export interface ContentQuery {
  deep?: boolean;
  text?: boolean;
  only?: string | string[];
  without?: string | string[];
  sortBy?: Array<Record<string, 'asc' | 'desc'>> | Record<string, 'asc' | 'desc'>;
  where?: Record<string, unknown>;
  search?: string | { query: string; value?: string };
  surround?: { slugOrPath: string; options?: { before?: number; after?: number } };
  limit?: number;
  skip?: number;
}
