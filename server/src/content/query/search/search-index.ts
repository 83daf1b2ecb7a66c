import { SEARCH_FIELDS, type ContentDoc, type SearchField, type SearchPlan } from '../types';
import { bm25, idf } from './bm25';
import { buildFieldIndex, type FieldIndex } from './field-index';
import { cjkHits, latinHits, type Hits } from './term-hits';
import { tokenize, type Token } from './tokenize';

// Full-text search (docs/content-query.md part A §9, part B §6). Built once with the content
// index; a query only reads memory. The two forms of v1:
// - {query}: every query word must match within one field (AND), any field will do;
// - {query, value}: field `query`, any word of `value` matches (OR).
// The score of a document is the BM25 sum over the (field, word) pairs that matched.

export type Scores = Map<number, number>;

const WORD_CACHE_SIZE = 2000;
const RESULT_CACHE_SIZE = 200;

export interface SearchIndex {
  search: (plan: SearchPlan) => Scores;
}

function uniqueTokens(text: string): Token[] {
  const seen = new Map<string, Token>();
  for (const token of tokenize(text)) if (!seen.has(token.term)) seen.set(token.term, token);
  return [...seen.values()];
}

function ranked(index: FieldIndex, hits: Hits): Scores {
  const weight = idf(index.docCount, hits.docFrequency);
  const scores: Scores = new Map();
  for (const [doc, frequency] of hits.frequencies) {
    scores.set(doc, weight * bm25(frequency, index.lengths.get(doc) ?? 0, index.avgLength));
  }
  return scores;
}

/** A word's scores in one field; a joined word also matches when all its parts do. */
function wordScores(index: FieldIndex, token: Token): Scores {
  if (token.cjk) return ranked(index, cjkHits(index, token.term));
  const scores = ranked(index, latinHits(index, token.term));
  if (token.parts.length === 0) return scores;
  const parts = token.parts.map((part) => ranked(index, latinHits(index, part)));
  for (const [doc] of parts[0] ?? []) {
    if (!parts.every((part) => part.has(doc))) continue;
    const sum = parts.reduce((total, part) => total + (part.get(doc) ?? 0), 0);
    scores.set(doc, Math.max(scores.get(doc) ?? 0, sum));
  }
  return scores;
}

/** A bounded memo: the oldest entry goes when the map is full. */
function remember(cache: Map<string, Scores>, size: number, key: string, make: () => Scores) {
  let value = cache.get(key);
  if (!value) {
    value = make();
    if (cache.size >= size) cache.delete(cache.keys().next().value as string);
    cache.set(key, value);
  }
  return value;
}

export function createSearchIndex(documents: readonly ContentDoc[]): SearchIndex {
  const fields = new Map<SearchField, FieldIndex>(
    SEARCH_FIELDS.map((field) => [field, buildFieldIndex(documents, field)]),
  );
  // The index never changes, so scores can be remembered: per word and field, and per
  // whole search (sites repeat the same searches). Both caches are bounded.
  const wordCache = new Map<string, Scores>();
  const resultCache = new Map<string, Scores>();
  const scoresOf = (field: SearchField, token: Token): Scores =>
    remember(
      wordCache,
      WORD_CACHE_SIZE,
      `${field}\u0000${token.term}\u0000${token.parts.join(' ')}`,
      () => wordScores(fields.get(field) as FieldIndex, token),
    );

  const allWordsInOneField = (tokens: Token[]): Scores => {
    const total: Scores = new Map();
    for (const field of SEARCH_FIELDS) {
      const perWord = tokens.map((token) => scoresOf(field, token));
      for (const [doc] of perWord[0] ?? []) {
        if (!perWord.every((scores) => scores.has(doc))) continue;
        const sum = perWord.reduce((acc, scores) => acc + (scores.get(doc) ?? 0), 0);
        total.set(doc, (total.get(doc) ?? 0) + sum);
      }
    }
    return total;
  };

  const anyWordInField = (field: SearchField, tokens: Token[]): Scores => {
    const total: Scores = new Map();
    for (const token of tokens) {
      for (const [doc, score] of scoresOf(field, token)) {
        total.set(doc, (total.get(doc) ?? 0) + score);
      }
    }
    return total;
  };

  const search = (plan: SearchPlan): Scores => {
    const tokens = uniqueTokens(plan.text);
    if (tokens.length === 0) return new Map();
    return plan.kind === 'all' ? allWordsInOneField(tokens) : anyWordInField(plan.field, tokens);
  };

  return {
    search: (plan) => {
      const key = `${plan.kind === 'all' ? '*' : plan.field}\u0000${plan.text}`;
      return remember(resultCache, RESULT_CACHE_SIZE, key, () => search(plan));
    },
  };
}
