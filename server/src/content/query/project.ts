import type { ContentDoc, QueryPlan } from './types';

// Materialising answers (docs/content-query.md part B §3 steps 6–7): a shallow copy without
// LokiDB's `meta` (v1 never returned a field of that name; content/README.md warns
// authors), then `without`, then `only` (top-level keys), then `text` unless text: true.
// Surround's key always survives (part B §7).

const ALWAYS_DROPPED = ['meta'];

export interface Projection {
  keep: ReadonlySet<string> | undefined;
  drop: ReadonlySet<string>;
}

export function projectionFor(plan: QueryPlan): Projection {
  const surroundKey = plan.surround?.key;
  const drop = new Set([...ALWAYS_DROPPED, ...(plan.without ?? [])]);
  if (!plan.text) drop.add('text');
  if (surroundKey) drop.delete(surroundKey);
  let keep: Set<string> | undefined;
  if (plan.only) {
    keep = new Set(plan.only);
    if (surroundKey) keep.add(surroundKey);
  }
  return { keep, drop };
}

export function project(doc: ContentDoc, { keep, drop }: Projection): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(doc)) {
    if (drop.has(key) || (keep && !keep.has(key))) continue;
    out[key] = doc[key];
  }
  return out;
}
