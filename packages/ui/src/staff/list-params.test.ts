import {
  initialListParams,
  sortFrom,
  sortOrderOf,
  toQuery,
  withFilters,
  withPaging,
} from './list-params';

describe('staff list params', () => {
  it('when a filter changes on page 3, then the list goes back to page 1 with the filter set', () => {
    const onPage3 = { ...initialListParams<{ q?: string }>({}), page: 3 };
    expect(withFilters(onPage3, { q: '甲' })).toMatchObject({ page: 1, filters: { q: '甲' } });
  });

  it('when only the page changes, then the page is kept; a new size or sort goes back to 1', () => {
    const start = initialListParams({});
    expect(withPaging(start, 4, 20, '-createdAt').page).toBe(4);
    expect(withPaging({ ...start, page: 4 }, 4, 50, '-createdAt').page).toBe(1);
    expect(withPaging({ ...start, page: 4 }, 4, 20, 'createdAt').page).toBe(1);
  });

  it('when filters are empty, then the query leaves them out', () => {
    const params = initialListParams({ status: 'pending', proId: undefined, q: '' });
    expect(toQuery(params)).toEqual({
      page: 1,
      pageSize: 20,
      sort: '-createdAt',
      status: 'pending',
    });
  });

  it('maps antd sort orders to the API sort and back (no order is newest first)', () => {
    expect(sortFrom('ascend')).toBe('createdAt');
    expect(sortFrom('descend')).toBe('-createdAt');
    expect(sortFrom(null)).toBe('-createdAt');
    expect(sortOrderOf('createdAt')).toBe('ascend');
    expect(sortOrderOf('-createdAt')).toBe('descend');
  });
});
