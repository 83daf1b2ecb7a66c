import type { Queryable } from './database';
import { isoTimes } from './iso-times';

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

/** Which rows of a list one page holds. */
export interface RowWindow {
  offset: number;
  limit: number;
}

/** One page of a list's rows, and how many rows the list has in all. */
export interface RowsPage<T> {
  items: T[];
  total: number;
}

/** Where one page of a staff list comes from: its columns, its tables and its order. */
export interface PageSource {
  select: string;
  from: string;
  orderBy: string;
}

/** One page of what `from` and the filter select, in order, and how many they select in all. */
export async function pageRows<T extends object>(
  db: Queryable,
  where: SqlFilter,
  source: PageSource,
  { offset, limit }: RowWindow,
): Promise<RowsPage<T>> {
  const [count] = await db.query<{ total: number }>(
    `select count(*)::int as total from ${source.from} ${where.where()}`,
    where.params,
  );
  const items = await db.query<T>(
    `select ${source.select} from ${source.from} ${where.where()}
      order by ${source.orderBy}
     offset ${where.bind(offset)} limit ${where.bind(limit)}`,
    where.params,
  );
  return { items: isoTimes(items), total: count?.total ?? 0 };
}
