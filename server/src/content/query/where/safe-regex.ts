import { RE2JS } from 're2js';
import safeRegex from 'safe-regex2';
import { invalid } from '../errors';
import { MAX_REGEX_LENGTH, REGEX_FLAGS } from '../limits';

// $regex (docs/content-query.md part A §2, part B §5.1): a string pattern or [pattern, flags];
// at most 200 characters, star height ≤ 1 per safe-regex2 (the check Fastify uses), flags
// among i m s u only. The pattern is written in JavaScript's syntax but runs on RE2 (re2js),
// whose time is linear in the text whatever the pattern: a backtracking engine can be made
// to work for seconds per document by patterns no static check recognises, such as
// '(?:.|..)+\u0001'. RE2 has no backreferences and no lookaround; such patterns are a 400.
// RE2 is always Unicode-aware ('u' changes nothing), and its '\s', '\b' and '.' follow
// RE2's definitions (ASCII whitespace and word characters; '.' excludes only '\n').

/**
 * Counted repetitions are unrolled by RE2 into copies of their operand, and matching time
 * grows with the program's size: the bounds of all '{n,m}' of a pattern may add up to this
 * at most (RE2 itself allows 1000 per repetition).
 */
export const MAX_REGEX_REPEAT = 100;
const REPEAT = /\{(\d+)(?:,(\d*))?\}/g;

/** What a $regex compiles to: a test of one value (operators.ts). */
export interface CompiledRegex {
  test: (input: string) => boolean;
}

const RE2_FLAGS: Record<string, number> = {
  i: RE2JS.CASE_INSENSITIVE,
  m: RE2JS.MULTILINE,
  s: RE2JS.DOTALL,
  u: 0,
};

function checkFlags(flags: string, at: string): void {
  for (const flag of flags) {
    if (!REGEX_FLAGS.has(flag)) {
      throw invalid(`${at}: 正则标志只能是 i、m、s、u，不支持 '${flag}'`);
    }
  }
}

/** Why RE2 refused a pattern JavaScript accepts, in words a client can act on. */
function unsupported(pattern: string, at: string): Error {
  if (/\\[1-9]|\\k</.test(pattern)) return invalid(`${at}: $regex 不支持反向引用（如 \\1）`);
  if (/\(\?<?[=!]/.test(pattern)) return invalid(`${at}: $regex 不支持环视断言（(?=…)、(?!…) 等）`);
  return invalid(`${at}: $regex 使用了不支持的正则语法`);
}

function checkRepeats(pattern: string, at: string): void {
  let total = 0;
  for (const [, low = '', high = ''] of pattern.matchAll(REPEAT)) {
    total += Math.max(Number(low), Number(high) || 0);
  }
  if (total > MAX_REGEX_REPEAT) {
    throw invalid(`${at}: $regex 的重复次数合计不能超过 ${MAX_REGEX_REPEAT}`);
  }
}

function compileRe2(pattern: string, flags: string, at: string): CompiledRegex {
  let mask = 0;
  for (const flag of flags) mask |= RE2_FLAGS[flag] ?? 0;
  try {
    return RE2JS.compile(RE2JS.translateRegExp(pattern), mask);
  } catch {
    throw unsupported(pattern, at);
  }
}

export function compileRegex(argument: unknown, at: string): CompiledRegex {
  let pattern: unknown = argument;
  let flags: unknown = '';
  if (Array.isArray(argument)) {
    if (argument.length < 1 || argument.length > 2) {
      throw invalid(`${at}: $regex 数组须为 [pattern] 或 [pattern, flags]`);
    }
    [pattern, flags = ''] = argument;
  }
  if (typeof pattern !== 'string') throw invalid(`${at}: $regex 须为字符串或 [pattern, flags]`);
  if (typeof flags !== 'string') throw invalid(`${at}: $regex 的 flags 须为字符串`);
  if (pattern.length > MAX_REGEX_LENGTH) {
    throw invalid(`${at}: $regex 过长（最多 ${MAX_REGEX_LENGTH} 个字符）`);
  }
  checkFlags(flags, at);
  let regex: RegExp;
  try {
    // JavaScript's syntax is the contract; compiling (never running) it checks that
    regex = new RegExp(pattern, flags);
  } catch {
    throw invalid(`${at}: $regex 不是合法的正则表达式`);
  }
  checkRepeats(pattern, at);
  const compiled = compileRe2(pattern, flags, at);
  if (!safeRegex(regex)) throw invalid(`${at}: $regex 可能导致灾难性回溯，已拒绝`);
  return compiled;
}
