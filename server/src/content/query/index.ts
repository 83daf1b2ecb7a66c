import type { ContentIndex } from '../load-content';
import { notFound, invalid } from './errors';
import { parseBody } from './parse-body';
import { project, projectionFor } from './project';
import { REGEX_BUDGET_MS, withRegexBudget } from './regex-budget';
import { createPathIndex } from './resolve-path';
import { createSearchIndex, type SearchIndex } from './search/search-index';
import { createSorter } from './sort';
import { surround } from './surround';
import type { ContentDoc, QueryPlan } from './types';

// The content query engine (docs/content-query.md): createContentQuery(index).run(path, body).
// Everything it needs is built here once (the search index at the first search); run() only
// reads memory. Pipeline (part B §3
// as amended by part A): candidates from the path → where → search (intersect, order by
// score) → sortBy (replaces score order, stable) → skip → limit → without → only → text
// → file mode takes the first → surround.

export { ContentQueryError } from './errors';
export { BODY_KEYS } from './parse-body';

export type ContentResult =
  Record<string, unknown> | (Record<string, unknown> | null)[] | Record<string, unknown>[];

export interface ContentQuery {
  run: (contentPath: string, body: unknown) => ContentResult;
}

function page(indices: readonly number[], plan: QueryPlan): readonly number[] {
  const end = plan.limit === undefined ? undefined : plan.skip + plan.limit;
  return plan.skip || end !== undefined ? indices.slice(plan.skip, end) : indices;
}

export interface ContentQueryOptions {
  /** Time a where clause with $regex may take before it is a 400 (regex-budget.ts). */
  regexBudgetMs?: number;
}

export function createContentQuery(
  index: ContentIndex,
  { regexBudgetMs = REGEX_BUDGET_MS }: ContentQueryOptions = {},
): ContentQuery {
  const documents: readonly ContentDoc[] = index.documents;
  const paths = createPathIndex(documents, index.dirs);
  // built by the first search, not by every start and re-index: most queries never search
  let searchIndex: SearchIndex | undefined;
  const sortIndices = createSorter(documents);

  const filter = (candidates: readonly number[], plan: QueryPlan, usesRegex: boolean) => {
    const where = plan.where;
    if (!where) return candidates;
    const run = () => candidates.filter((i) => where(documents[i] as ContentDoc));
    return usesRegex ? withRegexBudget(run, regexBudgetMs) : run();
  };

  const ranked = (candidates: readonly number[], plan: QueryPlan): number[] => {
    if (!plan.search) return [...candidates];
    searchIndex ??= createSearchIndex(documents);
    const scores = searchIndex.search(plan.search);
    const hits: [index: number, score: number][] = [];
    for (const i of candidates) {
      const score = scores.get(i);
      if (score !== undefined) hits.push([i, score]);
    }
    // Array.prototype.sort is stable: equal scores keep the natural order.
    return hits.sort((a, b) => b[1] - a[1]).map(([i]) => i);
  };

  return {
    run: (contentPath, body) => {
      const { plan, usesRegex } = parseBody(body);
      const isDir = paths.isDir(contentPath);
      if (!isDir && plan.surround) throw invalid('surround: 只能用于目录查询，不能用于单个文档');
      const file = isDir ? undefined : paths.file(contentPath);
      const start = isDir ? paths.list(contentPath, plan.deep) : file === undefined ? [] : [file];
      const ordered = sortIndices(ranked(filter(start, plan, usesRegex), plan), plan.sortBy);
      const projection = projectionFor(plan);
      const list = page(ordered, plan).map((i) => project(documents[i] as ContentDoc, projection));
      if (!isDir) {
        const doc = list[0];
        if (!doc) throw notFound(contentPath);
        return doc;
      }
      return plan.surround ? surround(list, plan.surround) : list;
    },
  };
}
