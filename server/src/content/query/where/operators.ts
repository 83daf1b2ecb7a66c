import { invalid } from '../errors';
import { isPlainObject, isScalar, safeIsFinite, safeString, type Scalar } from './coerce';
import { compileRegex } from './safe-regex';

// The field operators of docs/content-query.md part B §5.2 (LokiDB's "js" package: native
// comparisons, strict equality) plus $exists and $icontains with Nuxt Content v2's meaning
// (part A §5). Every argument is checked here, once per query, so evaluation never throws.

/** A condition on one field's value. */
export type Test = (value: unknown) => boolean;
/** Compiles a nested field condition (used by $not, $and, $or, $type, $size, $len). */
export type CompileCondition = (condition: unknown, at: string) => Test;
type Operator = (argument: unknown, at: string, nested: CompileCondition) => Test;

function scalarArgument(argument: unknown, at: string): Scalar {
  if (!isScalar(argument)) throw invalid(`${at}: 参数须为字符串、数字、布尔值或 null`);
  return argument;
}

function arrayArgument(argument: unknown, at: string): unknown[] {
  if (!Array.isArray(argument)) throw invalid(`${at}: 参数须为数组`);
  return argument;
}

function objectArgument(argument: unknown, at: string): Record<string, unknown> {
  if (!isPlainObject(argument)) throw invalid(`${at}: 参数须为对象`);
  return argument;
}

function itemsArgument(argument: unknown, at: string): Scalar[] {
  const items = Array.isArray(argument) ? argument : [argument];
  return items.map((item, i) => scalarArgument(item, `${at}[${i}]`));
}

/**
 * Native `<`-family comparison on scalars, with JavaScript's coercions as v1 had them
 * (typed as numbers only for the compiler); objects never compare (they could throw).
 */
function compare(test: (a: number, b: number) => boolean): Operator {
  return (argument, at) => {
    const b = scalarArgument(argument, at);
    return (a) => isScalar(a) && test(a as number, b as number);
  };
}

/** `$contains` family: substring for strings, element for arrays, own key for objects. */
function containsCheck(a: unknown): ((item: Scalar) => boolean) | undefined {
  if (typeof a === 'string') return (item) => a.includes(String(item));
  if (Array.isArray(a)) return (item) => a.includes(item);
  if (isPlainObject(a)) return (item) => Object.hasOwn(a, String(item));
  return undefined;
}

function typeName(value: unknown): string {
  if (Array.isArray(value)) return 'array';
  if (value instanceof Date) return 'date';
  return typeof value;
}

/** A number, or an operator object applied to the number ($size, $len). */
function numberTest(argument: unknown, at: string, nested: CompileCondition): Test {
  if (typeof argument === 'number') return (n) => n === argument;
  if (isPlainObject(argument)) return nested(argument, at);
  throw invalid(`${at}: 参数须为数字或运算符对象`);
}

function keyTest(argument: unknown, at: string): (value: unknown) => boolean {
  const keys = objectArgument(argument, at);
  return (a) => {
    const key = safeString(a);
    return Object.hasOwn(keys, key) && keys[key] !== undefined;
  };
}

export const OPERATORS: Readonly<Record<string, Operator>> = {
  $eq: (b) => (a) => a === b,
  $ne: (b) => (a) => a !== b,
  $gt: compare((a, b) => a > b),
  $gte: compare((a, b) => a >= b),
  $lt: compare((a, b) => a < b),
  $lte: compare((a, b) => a <= b),
  $between: (argument, at) => {
    const range = arrayArgument(argument, at);
    if (range.length !== 2) throw invalid(`${at}: 参数须为 [下限, 上限]`);
    const low = scalarArgument(range[0], `${at}[0]`) as number;
    const high = scalarArgument(range[1], `${at}[1]`) as number;
    return (a) => a !== null && isScalar(a) && (a as number) >= low && (a as number) <= high;
  },
  $in: (argument, at) => {
    const list = arrayArgument(argument, at);
    return (a) => list.includes(a);
  },
  $nin: (argument, at) => {
    const list = arrayArgument(argument, at);
    return (a) => !list.includes(a);
  },
  $keyin: (argument, at) => {
    const keys = objectArgument(argument, at);
    return (a) => Object.hasOwn(keys, safeString(a));
  },
  $nkeyin: (argument, at) => {
    const keys = objectArgument(argument, at);
    return (a) => !Object.hasOwn(keys, safeString(a));
  },
  $definedin: (argument, at) => keyTest(argument, at),
  $undefinedin: (argument, at) => {
    const defined = keyTest(argument, at);
    return (a) => !defined(a);
  },
  // v1 coerces the value, so a missing field is tested as the string 'undefined'.
  $regex: (argument, at) => {
    const regex = compileRegex(argument, at);
    return (a) => regex.test(safeString(a));
  },
  $contains: (argument, at) => {
    const items = itemsArgument(argument, at);
    return (a) => {
      const check = containsCheck(a);
      return check !== undefined && items.every(check);
    };
  },
  $containsAny: (argument, at) => {
    const items = itemsArgument(argument, at);
    return (a) => {
      const check = containsCheck(a);
      return check !== undefined && items.some(check);
    };
  },
  $containsNone: (argument, at) => {
    const items = itemsArgument(argument, at);
    return (a) => {
      const check = containsCheck(a);
      return check === undefined || !items.some(check);
    };
  },
  $type: (argument, at, nested) => {
    if (typeof argument === 'string') return (a) => typeName(a) === argument;
    if (isPlainObject(argument)) {
      const test = nested(argument, at);
      return (a) => test(typeName(a));
    }
    throw invalid(`${at}: 参数须为类型名或运算符对象`);
  },
  $finite: (argument, at) => {
    if (typeof argument !== 'boolean') throw invalid(`${at}: 参数须为布尔值`);
    return (a) => safeIsFinite(a) === argument;
  },
  $size: (argument, at, nested) => {
    const test = numberTest(argument, at, nested);
    return (a) => Array.isArray(a) && test(a.length);
  },
  $len: (argument, at, nested) => {
    const test = numberTest(argument, at, nested);
    return (a) => typeof a === 'string' && test(a.length);
  },
  $not: (argument, at, nested) => {
    const test = nested(argument, at);
    return (a) => !test(a);
  },
  $and: (argument, at, nested) => {
    const tests = arrayArgument(argument, at).map((c, i) => nested(c, `${at}[${i}]`));
    return (a) => tests.every((test) => test(a));
  },
  $or: (argument, at, nested) => {
    const tests = arrayArgument(argument, at).map((c, i) => nested(c, `${at}[${i}]`));
    return (a) => tests.some((test) => test(a));
  },
  // Nuxt Content v2: defined-ness by the argument's truthiness.
  $exists: (argument) => (a) => (argument ? a !== undefined : a === undefined),
  // Nuxt Content v2: case-insensitive substring of the value as a string.
  $icontains: (argument, at) => {
    if (typeof argument !== 'string') throw invalid(`${at}: $icontains 参数须为字符串`);
    const needle = argument.toLowerCase();
    return (a) => safeString(a).toLowerCase().includes(needle);
  },
};

/** Operators that would run code: refused outright (part A §2). */
export const CODE_OPERATORS = new Set(['$where', '$function', '$accumulator', '$expr', '$eval']);
