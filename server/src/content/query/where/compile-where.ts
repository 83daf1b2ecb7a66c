import { invalid } from '../errors';
import { getField } from '../field';
import type { ContentDoc, Predicate } from '../types';
import { isPlainObject } from './coerce';
import { CODE_OPERATORS, OPERATORS, type Test } from './operators';

// `where` (docs/content-query.md part B §5.1 with part A §5): compiled once per request into a
// predicate, so every argument is checked before any document is read and a bad query is
// a 400 even when no document would have evaluated it (v1 threw only then, §5.3).
// Filtering is a per-document predicate, so it keeps the natural order; v1's top-level
// $or re-ordered its union, which part A §3 ("deterministic, always") rules out.

function operatorFor(name: string, at: string) {
  if (CODE_OPERATORS.has(name)) throw invalid(`${at}: 不允许使用 ${name}，查询不能执行代码`);
  const operator = Object.hasOwn(OPERATORS, name) ? OPERATORS[name] : undefined;
  if (!operator) throw invalid(`${at}: 不支持的运算符 ${name}`);
  return operator;
}

/** A field condition: a scalar means $eq; an operator object applies ALL its operators. */
export function compileCondition(condition: unknown, at: string): Test {
  if (Array.isArray(condition)) {
    throw invalid(`${at}: 不能直接用数组比较，请用 $in、$contains 或 $size`);
  }
  if (!isPlainObject(condition)) return (value) => value === condition;
  const names = Object.keys(condition);
  const plain = names.find((name) => !name.startsWith('$'));
  if (plain !== undefined) {
    throw invalid(`${at}: 未知的运算符 '${plain}'（嵌套字段请用点号写法，如 'author.name'）`);
  }
  const tests = names.map((name) =>
    operatorFor(name, `${at}.${name}`)(condition[name], `${at}.${name}`, compileCondition),
  );
  if (tests.length === 1) return tests[0] as Test;
  return (value) => tests.every((test) => test(value));
}

function compileList(list: unknown, at: string): Predicate[] {
  if (!Array.isArray(list)) throw invalid(`${at}: 须为查询对象的数组`);
  return list.map((query, i) => compileWhere(query, `${at}[${i}]`));
}

function compileKey(key: string, value: unknown, at: string): Predicate {
  if (key === '$and') {
    const all = compileList(value, at);
    return (doc) => all.every((predicate) => predicate(doc));
  }
  if (key === '$or') {
    const any = compileList(value, at);
    return (doc) => any.some((predicate) => predicate(doc));
  }
  if (key === '$not') {
    const predicate = compileWhere(value, at);
    return (doc) => !predicate(doc);
  }
  if (key.startsWith('$')) {
    operatorFor(key, at); // throws for $where and unknown operators
    throw invalid(`${at}: ${key} 只能用在字段条件里，如 { "date": { "${key}": … } }`);
  }
  const test = compileCondition(value, at);
  return (doc: ContentDoc) => test(getField(doc, key));
}

/** A query object: every key must hold (implicit AND), $and/$or/$not combine queries. */
export function compileWhere(query: unknown, at = 'where'): Predicate {
  if (!isPlainObject(query)) throw invalid(`${at}: 须为对象`);
  const predicates = Object.entries(query).map(([key, value]) =>
    compileKey(key, value, `${at}.${key}`),
  );
  if (predicates.length === 0) return () => true;
  if (predicates.length === 1) return predicates[0] as Predicate;
  return (doc) => predicates.every((predicate) => predicate(doc));
}
