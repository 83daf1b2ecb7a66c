import type { SurroundPlan } from './types';

// surround (docs/content-query.md part A §10, replacing v1's quirky fill of part B §7):
// [list[i-before] … list[i-1], list[i+1] … list[i+after]] in document order, padded with
// null; an unknown slug or path gives all nulls. It runs on the final list.

export function surround(
  list: readonly Record<string, unknown>[],
  plan: SurroundPlan,
): (Record<string, unknown> | null)[] {
  const index = list.findIndex((item) => item[plan.key] === plan.slugOrPath);
  const out: (Record<string, unknown> | null)[] = [];
  for (let offset = -plan.before; offset <= plan.after; offset += 1) {
    if (offset === 0) continue;
    out.push(index === -1 ? null : (list[index + offset] ?? null));
  }
  return out;
}
