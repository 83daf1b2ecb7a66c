import type { ContentSet, ContentIndex } from './content-set';
import { publicIndex } from './gated';
import { loadContentSet, type ParseCache } from './load-content';
import { createContentQuery, type ContentQuery } from './query/index';

// Load → validate → index, shared by the server (plugins/app/content.ts) and the build
// check (check-content.ts), so both refuse the same content.

export interface BuiltContent {
  /** Every document, gated ones included: for the server's own use (generated files). */
  index: ContentIndex;
  /** Queries over the public documents only (the content API): gated.ts. */
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

/** Indexes a set whose every document fits its collection; throws ContentInvalidError if not. */
export function buildFromSet(set: ContentSet, started = performance.now()): BuiltContent {
  const errors = set.errors();
  if (errors.length) throw new ContentInvalidError(errors);
  const index = set.index();
  const query = createContentQuery(publicIndex(index));
  return { index, query, warnings: set.warnings(), ms: Math.round(performance.now() - started) };
}

export function buildContent(dir: string, cache?: ParseCache): BuiltContent {
  const started = performance.now();
  return buildFromSet(loadContentSet(dir, cache), started);
}
