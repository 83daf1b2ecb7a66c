import type { FieldIndex } from './field-index';
import { fuzzyPrefixMatch } from './fuzzy';
import { isCjkChar } from './tokenize';

// How often one query word occurs in each document's field, before ranking.
// Exact terms count fully; v1's prefix and typo-tolerant matches (part B §6) count at a
// lower weight so an exact hit ranks first. Words with digits (model numbers such as
// '2200e') match exactly or as a prefix only: '2200e' must not find '2200p'.

export interface Hits {
  /** Document frequency for idf: the largest among the matched terms (as LokiDB). */
  docFrequency: number;
  /** document → weighted term frequency. */
  frequencies: Map<number, number>;
}

const PREFIX_WEIGHT = 0.8;
const FUZZY_WEIGHT = 0.5;
const LATIN_WORD = /^\p{Script=Latin}+$/u;

function termWeight(query: string, term: string, fuzzy: boolean): number {
  if (term === query) return 1;
  if (term.startsWith(query)) return PREFIX_WEIGHT;
  return fuzzy && fuzzyPrefixMatch(query, term) ? FUZZY_WEIGHT : 0;
}

export function latinHits(index: FieldIndex, query: string): Hits {
  const hits: Hits = { docFrequency: 0, frequencies: new Map() };
  const fuzzy = LATIN_WORD.test(query);
  for (const term of index.vocabulary.get(query[0] as string) ?? []) {
    const weight = termWeight(query, term, fuzzy);
    if (weight === 0) continue;
    const postings = index.postings.get(term) ?? [];
    hits.docFrequency = Math.max(hits.docFrequency, postings.length / 2);
    for (let p = 0; p < postings.length; p += 2) {
      const doc = postings[p] as number;
      const count = postings[p + 1] as number;
      hits.frequencies.set(doc, (hits.frequencies.get(doc) ?? 0) + weight * count);
    }
  }
  return hits;
}

function occurrences(text: string, word: string): number {
  let count = 0;
  for (let at = text.indexOf(word); at !== -1; at = text.indexOf(word, at + word.length)) {
    count += 1;
  }
  return count;
}

/** A CJK word anywhere in the text: segmentation of a phrase depends on its context. */
export function cjkHits(index: FieldIndex, word: string): Hits {
  let candidates: readonly number[] | undefined;
  for (const char of word) {
    if (!isCjkChar(char)) continue;
    const postings = index.charPostings.get(char);
    if (!postings) return { docFrequency: 0, frequencies: new Map() };
    if (!candidates || postings.length < candidates.length) candidates = postings;
  }
  const frequencies = new Map<number, number>();
  for (const doc of candidates ?? index.texts.keys()) {
    const count = occurrences(index.texts.get(doc) ?? '', word);
    if (count > 0) frequencies.set(doc, count);
  }
  return { docFrequency: frequencies.size, frequencies };
}
