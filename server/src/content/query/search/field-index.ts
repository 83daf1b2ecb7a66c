import type { ContentDoc, SearchField } from '../types';
import { isCjkChar, normaliseText, tokenize } from './tokenize';

// One inverted index per searchable field (docs/content-query.md part A §9: title, description,
// slug, text, tags). Latin terms are looked up in a vocabulary grouped by first letter
// (the fuzzy match of part B §6 needs that first letter to agree); CJK words are found as
// substrings of the field's normalised text, narrowed by a per-character posting list.

export interface FieldIndex {
  /** Documents that have this field (BM25's N). */
  docCount: number;
  avgLength: number;
  /** Word count per document (BM25's field length). */
  lengths: Map<number, number>;
  /** Normalised text per document, for CJK substring matches. */
  texts: Map<number, string>;
  /** term → [doc, count, doc, count, …]. */
  postings: Map<string, number[]>;
  /** first character → Latin (non-CJK) terms. */
  vocabulary: Map<string, string[]>;
  /** CJK character → documents containing it. */
  charPostings: Map<string, number[]>;
}

/** A field as searchable text: strings, numbers, and string/number arrays (tags). */
export function fieldText(doc: ContentDoc, field: SearchField): string | undefined {
  const value = Object.hasOwn(doc, field) ? doc[field] : undefined;
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) {
    const words = value.filter((v) => typeof v === 'string' || typeof v === 'number');
    return words.length ? words.join(' ') : undefined;
  }
  return undefined;
}

function push<K, V>(map: Map<K, V[]>, key: K, ...values: V[]): void {
  const list = map.get(key);
  if (list) list.push(...values);
  else map.set(key, values);
}

function countTerms(text: string): { length: number; counts: Map<string, number> } {
  const tokens = tokenize(text);
  const counts = new Map<string, number>();
  for (const token of tokens) {
    if (token.cjk) continue;
    for (const term of [token.term, ...token.parts]) counts.set(term, (counts.get(term) ?? 0) + 1);
  }
  return { length: tokens.length, counts };
}

interface FieldTerms {
  normalised: string;
  length: number;
  counts: Map<string, number>;
  cjkChars: string[];
}

/**
 * Each document's terms per field, kept while the document lives: documents are frozen and
 * shared between indexes, so after a publish the new index tokenises only the changed
 * document (docs/content-query.md part A §11).
 */
const termsCache = new WeakMap<ContentDoc, Map<SearchField, FieldTerms | null>>();

function termsOf(doc: ContentDoc, field: SearchField): FieldTerms | null {
  let fields = termsCache.get(doc);
  if (!fields) termsCache.set(doc, (fields = new Map()));
  let terms = fields.get(field);
  if (terms === undefined) {
    const text = fieldText(doc, field);
    if (text === undefined) terms = null;
    else {
      const normalised = normaliseText(text);
      const cjkChars = [...new Set(normalised)].filter(isCjkChar);
      terms = { normalised, ...countTerms(text), cjkChars };
    }
    fields.set(field, terms);
  }
  return terms;
}

export function buildFieldIndex(documents: readonly ContentDoc[], field: SearchField): FieldIndex {
  const index: FieldIndex = {
    docCount: 0,
    avgLength: 0,
    lengths: new Map(),
    texts: new Map(),
    postings: new Map(),
    vocabulary: new Map(),
    charPostings: new Map(),
  };
  let totalLength = 0;
  documents.forEach((doc, i) => {
    const terms = termsOf(doc, field);
    if (!terms) return;
    const { normalised, length, counts, cjkChars } = terms;
    index.docCount += 1;
    totalLength += length;
    index.lengths.set(i, length);
    index.texts.set(i, normalised);
    for (const [term, count] of counts) {
      if (!index.postings.has(term)) push(index.vocabulary, term[0] as string, term);
      push(index.postings, term, i, count);
    }
    for (const char of cjkChars) push(index.charPostings, char, i);
  });
  index.avgLength = index.docCount ? totalLength / index.docCount || 1 : 1;
  return index;
}
