import type { ContentQuery } from '@dpu/contracts';

// The content API of the fake server (POST /_content/...), answered from documents in
// memory with the query features pages use (docs/content-query.md): directory vs file paths,
// `where` equality, `sortBy`, `skip`, `limit`, `only`, `surround` and a plain substring
// `search`. It is not the real engine; it only answers the way the contract says, so a page
// can be tested against what it asks for.

export interface FakeDoc {
  path: string;
  [field: string]: unknown;
}

export interface FakeContentCall {
  path: string;
  query: ContentQuery;
}

export const NOT_FOUND = Symbol('not found');

type Doc = Record<string, unknown> & { path: string; dir: string; slug: string };

function withDirAndSlug(doc: FakeDoc): Doc {
  const cut = doc.path.lastIndexOf('/');
  return {
    dir: cut <= 0 ? '/' : doc.path.slice(0, cut),
    slug: doc.path.slice(cut + 1),
    ...doc,
  };
}

function compare(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === undefined) return 1;
  if (b === undefined) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a) < String(b) ? -1 : 1;
}

function sortDocs(docs: Doc[], sortBy: ContentQuery['sortBy']): Doc[] {
  const keys = (Array.isArray(sortBy) ? sortBy : sortBy ? [sortBy] : []).flatMap((entry) =>
    Object.entries(entry),
  );
  return [...docs].sort((a, b) => {
    for (const [field, direction] of keys) {
      const result = compare(a[field], b[field]);
      if (result !== 0) return direction === 'desc' ? -result : result;
    }
    return 0;
  });
}

function pick(doc: Doc, only: ContentQuery['only']): Record<string, unknown> {
  const fields = typeof only === 'string' ? [only] : only;
  if (!fields || fields.length === 0) return doc;
  return Object.fromEntries(fields.filter((f) => f in doc).map((f) => [f, doc[f]]));
}

function matches(doc: Doc, where: Record<string, unknown> | undefined): boolean {
  return Object.entries(where ?? {}).every(([field, value]) => doc[field] === value);
}

function searched(doc: Doc, search: ContentQuery['search']): boolean {
  const text = typeof search === 'string' ? search : search?.query;
  if (!text) return true;
  return ['title', 'description', 'slug'].some(
    (field) => typeof doc[field] === 'string' && (doc[field] as string).includes(text),
  );
}

export function answerContent(
  docs: readonly FakeDoc[],
  path: string,
  query: ContentQuery,
): unknown {
  const all = docs.map(withDirAndSlug);
  const isDir = path === '/' || all.some((d) => d.dir === path);
  if (!isDir) {
    const doc = all.find((d) => d.path === path);
    if (!doc || !matches(doc, query.where)) return NOT_FOUND;
    return pick(doc, query.only);
  }
  let list = all.filter((d) =>
    query.deep
      ? d.dir === path || d.dir.startsWith(path === '/' ? '/' : `${path}/`)
      : d.dir === path,
  );
  list = list.filter((d) => matches(d, query.where) && searched(d, query.search));
  list = sortDocs(list, query.sortBy);
  if (query.skip) list = list.slice(query.skip);
  if (query.limit) list = list.slice(0, query.limit);
  if (query.surround) {
    const { slugOrPath } = query.surround;
    const key = slugOrPath.startsWith('/') ? 'path' : 'slug';
    const index = list.findIndex((d) => d[key] === slugOrPath);
    if (index === -1) return [null, null];
    const around = [list[index - 1], list[index + 1]];
    return around.map((d) => (d ? pick(d, query.only) : null));
  }
  return list.map((d) => pick(d, query.only));
}
