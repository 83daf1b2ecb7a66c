import type { StaffSort } from '@dpu/contracts';

// The state of a server-paged staff table: page, page size, sort and filters, as the query
// string the staff API reads. Changing a filter (or the sort, or the page size) goes back to
// page 1, so nobody looks at page 7 of a list that now has two.

export interface ListParams<F> {
  page: number;
  pageSize: number;
  sort: StaffSort;
  filters: F;
}

export const DEFAULT_PAGE_SIZE = 20;

export function initialListParams<F>(filters: F): ListParams<F> {
  return { page: 1, pageSize: DEFAULT_PAGE_SIZE, sort: '-createdAt', filters };
}

export function withFilters<F>(params: ListParams<F>, changes: Partial<F>): ListParams<F> {
  return { ...params, page: 1, filters: { ...params.filters, ...changes } };
}

export function withPaging<F>(
  params: ListParams<F>,
  page: number,
  pageSize: number,
  sort: StaffSort,
): ListParams<F> {
  const reset = pageSize !== params.pageSize || sort !== params.sort;
  return { ...params, page: reset ? 1 : page, pageSize, sort };
}

/** The query for the API: empty filters are left out. */
export function toQuery<F extends object>(params: ListParams<F>): Record<string, unknown> {
  const query: Record<string, unknown> = {
    page: params.page,
    pageSize: params.pageSize,
    sort: params.sort,
  };
  for (const [key, value] of Object.entries(params.filters)) {
    if (value !== undefined && value !== null && value !== '') query[key] = value;
  }
  return query;
}

/** antd's sort order of the 'createdAt' column for a StaffSort. */
export function sortOrderOf(sort: StaffSort): 'ascend' | 'descend' {
  return sort === 'createdAt' ? 'ascend' : 'descend';
}

/** A StaffSort from antd's sorter answer (no order → the default, newest first). */
export function sortFrom(order: 'ascend' | 'descend' | null | undefined): StaffSort {
  return order === 'ascend' ? 'createdAt' : '-createdAt';
}
