import safeRegex from 'safe-regex2';
import { invalid } from '../errors';
import { MAX_REGEX_LENGTH, REGEX_FLAGS } from '../limits';

// $regex (content-api.md part A §2, part B §5.1): a string pattern or [pattern, flags];
// at most 200 characters, star height ≤ 1 per safe-regex2 (the check Fastify uses), flags
// among i m s u only.

function checkFlags(flags: string, at: string): void {
  for (const flag of flags) {
    if (!REGEX_FLAGS.has(flag)) {
      throw invalid(`${at}: 正则标志只能是 i、m、s、u，不支持 '${flag}'`);
    }
  }
}

export function compileRegex(argument: unknown, at: string): RegExp {
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
    regex = new RegExp(pattern, flags);
  } catch {
    throw invalid(`${at}: $regex 不是合法的正则表达式`);
  }
  if (!safeRegex(regex)) throw invalid(`${at}: $regex 可能导致灾难性回溯，已拒绝`);
  return regex;
}
