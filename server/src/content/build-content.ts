import { loadContent, type ContentIndex, type ParseCache } from './load-content';
import { createContentQuery, type ContentQuery } from './query/index';
import { validateContent } from './validate-content';

// Load → validate → index, shared by the server (plugins/app/content.ts) and the build
// check (check-content.ts), so both refuse the same content.

export interface BuiltContent {
  index: ContentIndex;
  query: ContentQuery;
  warnings: string[];
  /** Milliseconds spent loading and indexing. */
  ms: number;
}

export class ContentInvalidError extends Error {
  constructor(readonly problems: string[]) {
    super(`content is invalid:\n${problems.map((problem) => `  ${problem}`).join('\n')}`);
    this.name = 'ContentInvalidError';
  }
}

export function buildContent(dir: string, cache?: ParseCache): BuiltContent {
  const started = performance.now();
  const index = loadContent(dir, cache);
  const report = validateContent(index);
  if (report.errors.length) throw new ContentInvalidError(report.errors);
  const query = createContentQuery(index);
  return { index, query, warnings: report.warnings, ms: Math.round(performance.now() - started) };
}
