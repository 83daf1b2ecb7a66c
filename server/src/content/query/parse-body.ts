import { invalid } from './errors';
import { MAX_DEPTH } from './limits';
import { parseCount, parseFlag, parseKeys, parseSearch, parseSurround } from './parse-options';
import { parseSortBy } from './sort';
import type { QueryPlan } from './types';
import { compileWhere } from './where/compile-where';
import { isPlainObject } from './where/coerce';

// The request body → a checked QueryPlan (docs/content-query.md part A §1, §2, §6, §12).
// Unknown top-level keys are refused, not merged into `where`, and there is no
// underscore shorthand: `published_at` is a field name (part A §6).

export const BODY_KEYS = [
  'sortBy',
  'skip',
  'limit',
  'only',
  'without',
  'where',
  'search',
  'surround',
  'deep',
  'text',
] as const;

/** Nesting depth of objects and arrays; stops as soon as it passes the limit. */
export function depthExceeds(value: unknown, limit: number, depth = 1): boolean {
  if (value === null || typeof value !== 'object') return false;
  if (depth > limit) return true;
  const children = Array.isArray(value) ? value : Object.values(value);
  return children.some((child) => depthExceeds(child, limit, depth + 1));
}

function hasKey(value: unknown, key: string): boolean {
  if (value === null || typeof value !== 'object') return false;
  if (!Array.isArray(value) && Object.hasOwn(value, key)) return true;
  return Object.values(value).some((child) => hasKey(child, key));
}

export interface ParsedBody {
  plan: QueryPlan;
  /** The where clause runs a regular expression (so it gets a time budget). */
  usesRegex: boolean;
}

export function parseBody(body: unknown): ParsedBody {
  if (body === undefined || body === null) body = {};
  if (!isPlainObject(body)) throw invalid('请求体须为 JSON 对象');
  if (depthExceeds(body, MAX_DEPTH)) throw invalid(`请求体嵌套超过 ${MAX_DEPTH} 层`);
  const unknown = Object.keys(body).find((key) => !(BODY_KEYS as readonly string[]).includes(key));
  if (unknown !== undefined) {
    throw invalid(`不支持的查询参数 ${unknown}（可用：${BODY_KEYS.join('、')}）`);
  }
  const where = body.where === undefined || body.where === null ? undefined : body.where;
  const plan: QueryPlan = {
    deep: parseFlag(body.deep, 'deep'),
    text: parseFlag(body.text, 'text'),
    sortBy: parseSortBy(body.sortBy),
    skip: parseCount(body.skip, 'skip') ?? 0,
    limit: parseCount(body.limit, 'limit'),
    only: parseKeys(body.only, 'only'),
    without: parseKeys(body.without, 'without'),
    where: where === undefined ? undefined : compileWhere(where),
    search: parseSearch(body.search),
    surround: parseSurround(body.surround),
  };
  return { plan, usesRegex: hasKey(where, '$regex') };
}
