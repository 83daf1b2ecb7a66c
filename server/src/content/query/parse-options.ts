import { invalid } from './errors';
import { MAX_LIMIT, MAX_LIST_ITEMS, MAX_SEARCH_LENGTH, MAX_SURROUND } from './limits';
import { SEARCH_FIELDS, type SearchField, type SearchPlan, type SurroundPlan } from './types';
import { isPlainObject } from './where/coerce';

// The simple body keys (docs/content-query.md part B §1.7–1.11 with part A §6, §7, §9, §10, §12).
// A value of the wrong type is a 400 that names the key (part A §1).

const absent = (value: unknown) => value === undefined || value === null;

export function parseFlag(value: unknown, key: string): boolean {
  if (absent(value)) return false;
  if (typeof value !== 'boolean') throw invalid(`${key}: 须为布尔值 true 或 false`);
  return value;
}

/** v1 ignored falsy values and parsed strings; negatives are refused (part A §12). */
export function parseCount(value: unknown, key: 'skip' | 'limit'): number | undefined {
  if (absent(value) || value === 0 || value === '' || value === false) return undefined;
  let count: number | undefined;
  if (typeof value === 'number' && Number.isInteger(value)) count = value;
  if (typeof value === 'string' && /^\s*-?\d+\s*$/.test(value)) count = Number(value);
  if (count === undefined) throw invalid(`${key}: 须为非负整数`);
  if (count < 0) throw invalid(`${key}: 不能为负数`);
  if (count === 0) return undefined;
  return key === 'limit' ? Math.min(count, MAX_LIMIT) : count;
}

/** only / without: a key or a list of top-level keys; empty lists count as absent (part A §7). */
export function parseKeys(value: unknown, key: 'only' | 'without'): string[] | undefined {
  if (absent(value) || value === '') return undefined;
  const list = typeof value === 'string' ? [value] : value;
  if (!Array.isArray(list) || !list.every((item) => typeof item === 'string')) {
    throw invalid(`${key}: 须为字段名或字段名数组`);
  }
  if (list.length > MAX_LIST_ITEMS) throw invalid(`${key}: 最多 ${MAX_LIST_ITEMS} 个字段`);
  return list.length ? (list as string[]) : undefined;
}

function searchField(name: unknown): SearchField {
  const field = SEARCH_FIELDS.find((candidate) => candidate === name);
  if (!field) throw invalid(`search.query: 单字段搜索的字段须为 ${SEARCH_FIELDS.join('、')} 之一`);
  return field;
}

function searchText(text: string, key: string): string {
  if (text.length > MAX_SEARCH_LENGTH) {
    throw invalid(`${key}: 搜索词过长（最多 ${MAX_SEARCH_LENGTH} 个字符）`);
  }
  return text;
}

/** 'text', {query} or {query, value} (part B §6); a raw search-engine query object is a 400. */
export function parseSearch(value: unknown): SearchPlan | undefined {
  if (absent(value) || value === '' || value === false) return undefined;
  if (typeof value === 'string') return { kind: 'all', text: searchText(value, 'search') };
  if (!isPlainObject(value)) throw invalid('search: 须为字符串或 {query, value} 对象');
  const extra = Object.keys(value).find((key) => key !== 'query' && key !== 'value');
  if (extra !== undefined) throw invalid(`search: 不支持的键 ${extra}（只有 query 与 value）`);
  const { query, value: text } = value;
  if (absent(query) || query === '') return undefined;
  if (typeof query !== 'string') {
    throw invalid('search.query: 须为字符串；不支持搜索引擎的原始查询对象');
  }
  if (absent(text) || text === '') return { kind: 'all', text: searchText(query, 'search.query') };
  if (typeof text !== 'string') throw invalid('search.value: 须为字符串');
  return { kind: 'field', field: searchField(query), text: searchText(text, 'search.value') };
}

function surroundCount(value: unknown, key: string): number {
  if (value === undefined) return 1;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > MAX_SURROUND) {
    throw invalid(`${key}: 须为 0 到 ${MAX_SURROUND} 之间的整数`);
  }
  return value;
}

/** {slugOrPath, options: {before, after}}; before/after default to 1 each (part B §7). */
export function parseSurround(value: unknown): SurroundPlan | undefined {
  if (absent(value)) return undefined;
  if (!isPlainObject(value)) throw invalid('surround: 须为 {slugOrPath, options} 对象');
  const extra = Object.keys(value).find((key) => key !== 'slugOrPath' && key !== 'options');
  if (extra !== undefined) throw invalid(`surround: 不支持的键 ${extra}`);
  const { slugOrPath, options } = value;
  if (typeof slugOrPath !== 'string' || slugOrPath === '') {
    throw invalid('surround.slugOrPath: 须为非空字符串');
  }
  if (!absent(options) && !isPlainObject(options)) {
    throw invalid('surround.options: 须为 {before, after} 对象');
  }
  const { before, after, ...rest } = (options ?? {}) as Record<string, unknown>;
  const unknown = Object.keys(rest)[0];
  if (unknown !== undefined) throw invalid(`surround.options: 不支持的键 ${unknown}`);
  return {
    slugOrPath,
    key: slugOrPath.startsWith('/') ? 'path' : 'slug',
    before: surroundCount(before, 'surround.options.before'),
    after: surroundCount(after, 'surround.options.after'),
  };
}
