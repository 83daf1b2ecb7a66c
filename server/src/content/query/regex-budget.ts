import vm from 'node:vm';
import { invalid } from './errors';

// $regex runs on RE2 (where/safe-regex.ts), linear in the text, so no pattern can backtrack
// for minutes. A where clause with $regex still runs under a time budget, a second line of
// defence should a pattern and a long text together cost more than they should: V8 stops
// the work when it runs out (the vm module's watchdog), and the client gets a 400.

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
