// The validated form of a request body (docs/content-query.md part B §1.3 keys, part A rules).

/** A stored document: front matter / data keys plus dir, path, slug, extension, dates. */
export type ContentDoc = Readonly<Record<string, unknown>>;

export type Predicate = (doc: ContentDoc) => boolean;

export interface SortKey {
  field: string;
  desc: boolean;
}

export const SEARCH_FIELDS = ['title', 'description', 'slug', 'text', 'tags'] as const;
export type SearchField = (typeof SEARCH_FIELDS)[number];

/** part B §6: all-fields form (AND per field) or single-field form (OR). */
export type SearchPlan =
  { kind: 'all'; text: string } | { kind: 'field'; field: SearchField; text: string };

export interface SurroundPlan {
  slugOrPath: string;
  /** part B §7: 'path' when slugOrPath starts with '/', else 'slug'. */
  key: 'path' | 'slug';
  before: number;
  after: number;
}

export interface QueryPlan {
  deep: boolean;
  text: boolean;
  sortBy: SortKey[];
  skip: number;
  limit: number | undefined;
  only: string[] | undefined;
  without: string[] | undefined;
  where: Predicate | undefined;
  search: SearchPlan | undefined;
  surround: SurroundPlan | undefined;
}
