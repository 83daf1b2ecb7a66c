import type { Paged } from '@dpu/contracts/schemas';
import type { RowsPage, RowWindow } from '../db/sql-filter';

// Every staff list pages the same way (docs/api.md 'Staff': page from 1, 20 rows unless
// asked): the repository gets an offset and a limit, the answer says which page it is.

export interface PageRequest {
  page?: number;
  pageSize?: number;
}

export async function pageOf<T>(
  query: PageRequest,
  fetch: (window: RowWindow) => Promise<RowsPage<T>>,
): Promise<Paged<T>> {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? 20;
  const { items, total } = await fetch({ offset: (page - 1) * pageSize, limit: pageSize });
  return { items, total, page, pageSize };
}
