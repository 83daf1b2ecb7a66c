import { compareCodePoints } from '../compare-strings';
import { invalid } from './errors';
import { getField } from './field';
import { MAX_LIST_ITEMS } from './limits';
import type { ContentDoc, SortKey } from './types';
import { isPlainObject } from './where/coerce';

// sortBy (docs/content-query.md part A §8 over part B §1.7 and §4): the shapes v1 accepted, one
// comparator for one or many keys, numbers and number-like strings numerically, other
// strings by code point, missing values (undefined, null) last in either direction,
// stable, 'desc' in any case descending.

const NUMBER_LIKE = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;

/** Kinds in ascending order; MISSING is handled apart because it is last both ways. */
const enum Kind {
  Number,
  String,
  Boolean,
  Other,
  Missing,
}

interface SortValue {
  kind: Kind;
  number: number;
  text: string;
}

function safeJson(value: unknown): string {
  try {
    return JSON.stringify(value) ?? '';
  } catch {
    return '';
  }
}

export function sortValue(value: unknown): SortValue {
  if (value === undefined || value === null || Number.isNaN(value)) {
    return { kind: Kind.Missing, number: 0, text: '' };
  }
  if (typeof value === 'number') return { kind: Kind.Number, number: value, text: '' };
  if (typeof value === 'string') {
    return NUMBER_LIKE.test(value)
      ? { kind: Kind.Number, number: Number(value), text: '' }
      : { kind: Kind.String, number: 0, text: value };
  }
  if (typeof value === 'boolean') return { kind: Kind.Boolean, number: Number(value), text: '' };
  return { kind: Kind.Other, number: 0, text: safeJson(value) };
}

/** Ascending order of two present values. */
function ascending(a: SortValue, b: SortValue): number {
  if (a.kind !== b.kind) return a.kind - b.kind;
  if (a.kind === Kind.String || a.kind === Kind.Other) return compareCodePoints(a.text, b.text);
  return a.number === b.number ? 0 : a.number < b.number ? -1 : 1;
}

export function compareSortValues(a: SortValue, b: SortValue, desc: boolean): number {
  const aMissing = a.kind === Kind.Missing;
  const bMissing = b.kind === Kind.Missing;
  if (aMissing || bMissing) return aMissing === bMissing ? 0 : aMissing ? 1 : -1;
  const order = ascending(a, b);
  return desc ? -order : order;
}

function keyFrom(field: unknown, direction: unknown, at: string): SortKey {
  if (typeof field !== 'string' || field === '') throw invalid(`${at}: 排序字段须为非空字符串`);
  return { field, desc: typeof direction === 'string' && direction.toLowerCase() === 'desc' };
}

function keysFromString(text: string, at: string): SortKey[] {
  const colon = text.lastIndexOf(':');
  return colon === -1
    ? [keyFrom(text, 'asc', at)]
    : [keyFrom(text.slice(0, colon), text.slice(colon + 1), at)];
}

function keysFromObject(object: Record<string, unknown>, at: string): SortKey[] {
  return Object.entries(object).map(([field, direction]) =>
    keyFrom(field, direction, `${at}.${field}`),
  );
}

/** "field:dir", {field: dir, …}, or an array of either; absent/null/''/[] sorts nothing. */
export function parseSortBy(sortBy: unknown): SortKey[] {
  if (sortBy === undefined || sortBy === null || sortBy === '') return [];
  let keys: SortKey[];
  if (typeof sortBy === 'string') keys = keysFromString(sortBy, 'sortBy');
  else if (isPlainObject(sortBy)) keys = keysFromObject(sortBy, 'sortBy');
  else if (Array.isArray(sortBy)) {
    keys = sortBy.flatMap((item, i) => {
      if (typeof item === 'string') return keysFromString(item, `sortBy[${i}]`);
      if (isPlainObject(item)) return keysFromObject(item, `sortBy[${i}]`);
      throw invalid(`sortBy[${i}]: 须为 "字段:方向" 字符串或 {字段: 'asc'|'desc'} 对象`);
    });
  } else {
    throw invalid('sortBy: 须为 "字段:方向" 字符串、{字段: 方向} 对象或它们的数组');
  }
  if (keys.length > MAX_LIST_ITEMS) throw invalid(`sortBy: 最多 ${MAX_LIST_ITEMS} 个排序字段`);
  return keys;
}

const FIELD_CACHE_SIZE = 32;
const MISSING_RANK = -1;

export type SortIndices = (indices: number[], keys: SortKey[]) => number[];

/** Each document's rank in ascending order of one field; equal values share a rank. */
function ranksOf(documents: readonly ContentDoc[], field: string): Int32Array {
  const values = documents.map((doc) => sortValue(getField(doc, field)));
  const order = values
    .map((_, i) => i)
    .sort((a, b) => compareSortValues(values[a] as SortValue, values[b] as SortValue, false));
  const ranks = new Int32Array(documents.length);
  let rank = 0;
  order.forEach((doc, position) => {
    const previous = order[position - 1];
    const value = values[doc] as SortValue;
    if (previous !== undefined && compareSortValues(values[previous] as SortValue, value, false)) {
      rank += 1;
    }
    ranks[doc] = value.kind === Kind.Missing ? MISSING_RANK : rank;
  });
  return ranks;
}

/**
 * A sorter over fixed documents. Each field's order is computed once and kept as ranks
 * (for the most recent 32 fields: field names come from clients), so a query compares
 * integers.
 */
export function createSorter(documents: readonly ContentDoc[]): SortIndices {
  const cache = new Map<string, Int32Array>();
  const ranksFor = (field: string): Int32Array => {
    let ranks = cache.get(field);
    if (!ranks) {
      ranks = ranksOf(documents, field);
      if (cache.size >= FIELD_CACHE_SIZE) cache.delete(cache.keys().next().value as string);
      cache.set(field, ranks);
    }
    return ranks;
  };
  return (indices, keys) => {
    if (keys.length === 0) return indices;
    const columns = keys.map((key) => ({ ranks: ranksFor(key.field), desc: key.desc }));
    // Array.prototype.sort is stable (ES2019), so ties keep the incoming order.
    return [...indices].sort((a, b) => {
      for (const { ranks, desc } of columns) {
        const ra = ranks[a] as number;
        const rb = ranks[b] as number;
        if (ra === rb) continue;
        if (ra === MISSING_RANK) return 1; // missing last in either direction (part A §8)
        if (rb === MISSING_RANK) return -1;
        return desc ? rb - ra : ra - rb;
      }
      return 0;
    });
  };
}
