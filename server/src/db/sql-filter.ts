// The staff lists filter, sort and page in SQL (never in memory). A filter collects
// conditions and their parameters so a list and its count share one where clause.

export interface SqlFilter {
  readonly params: unknown[];
  /** Adds a parameter and answers its placeholder ($1, $2, …). */
  bind(value: unknown): string;
  /** Adds a condition joined with 'and'. */
  and(condition: string): void;
  /** 'where …' or '' when there is no condition. */
  where(): string;
}

export function sqlFilter(): SqlFilter {
  const params: unknown[] = [];
  const conditions: string[] = [];
  return {
    params,
    bind(value) {
      params.push(value);
      return `$${params.length}`;
    },
    and(condition) {
      conditions.push(condition);
    },
    where: () => (conditions.length ? `where ${conditions.join(' and ')}` : ''),
  };
}

/** A pattern for `ilike` that finds text anywhere, with the text's own % and _ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** 'desc' for newest first (the default), 'asc' for oldest first. */
export function createdOrder(sort: '-createdAt' | 'createdAt' | undefined): 'asc' | 'desc' {
  return sort === 'createdAt' ? 'asc' : 'desc';
}
