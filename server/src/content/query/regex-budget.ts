import vm from 'node:vm';
import { invalid } from './errors';

// safe-regex2 (part A §2) rejects nested quantifiers but passes patterns such as
// '(a|a)*b' or '.*.*.*x' that still backtrack for minutes on a long Markdown text. A
// where clause with $regex therefore runs under a time budget: V8 stops the work when it
// runs out (the vm module's watchdog), and the client gets a 400 instead of a hung server.

export const REGEX_BUDGET_MS = 250;

const context = vm.createContext({ task: undefined });
const script = new vm.Script('task()');

export function withRegexBudget<T>(task: () => T, budgetMs = REGEX_BUDGET_MS): T {
  context.task = task;
  try {
    return script.runInContext(context, { timeout: budgetMs }) as T;
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_SCRIPT_EXECUTION_TIMEOUT') {
      throw invalid(`where: $regex 执行超时（超过 ${budgetMs} ms），请简化正则表达式`);
    }
    throw error;
  } finally {
    context.task = undefined;
  }
}
