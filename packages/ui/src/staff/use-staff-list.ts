import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Paged, StaffSort } from '@dpu/contracts';
import {
  initialListParams,
  toQuery,
  withFilters,
  withPaging,
  type ListParams,
} from './list-params';
import { staffGet } from './staff-api';

/**
 * One server-paged staff list: its params (page, size, sort, filters), the current page
 * (the previous one stays while the next loads) and setters. The query key starts with
 * `['staff', url]`, so an action can refresh every page of the list at once.
 */
export function useStaffList<T, F extends object>(
  url: string,
  initialFilters: F,
  /** Whether the filters are enough to ask (e.g. a search needs its text); default yes. */
  ready: (filters: F) => boolean = () => true,
) {
  const [params, setParams] = useState<ListParams<F>>(() => initialListParams(initialFilters));
  const query = useQuery({
    queryKey: ['staff', url, toQuery(params)],
    queryFn: () => staffGet<Paged<T>>(url, toQuery(params)),
    placeholderData: keepPreviousData,
    enabled: ready(params.filters),
  });
  return {
    params,
    query,
    setFilters: (changes: Partial<F>) => setParams((current) => withFilters(current, changes)),
    setPaging: (page: number, pageSize: number, sort: StaffSort) =>
      setParams((current) => withPaging(current, page, pageSize, sort)),
  };
}

export type StaffList<T, F extends object> = ReturnType<typeof useStaffList<T, F>>;
