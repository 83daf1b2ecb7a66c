import { Alert, Button, Table, type TableProps } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { sortFrom, sortOrderOf } from './list-params';
import type { StaffList } from './use-staff-list';

export interface StaffTableProps<T, F extends object> {
  list: StaffList<T, F>;
  columns: ColumnsType<T>;
  rowKey: keyof T & string;
  /** What the rows are, for the empty text and the total: 申请, 线索… */
  noun: string;
  expandable?: TableProps<T>['expandable'];
}

/**
 * A staff table paged, sorted and filtered on the server: the pager and the 'createdAt'
 * column's sorter change the list's params, which ask the API for that page only.
 */
export function StaffTable<T extends object, F extends object>({
  list,
  columns,
  rowKey,
  noun,
  expandable,
}: StaffTableProps<T, F>) {
  const { params, query } = list;
  if (query.isError && !query.data) {
    return (
      <Alert
        type="error"
        showIcon
        title={`${noun}加载失败：${query.error.message}`}
        action={
          <Button size="small" onClick={() => void query.refetch()}>
            重试
          </Button>
        }
      />
    );
  }
  const withSort = columns.map((column) =>
    'dataIndex' in column && column.dataIndex === 'createdAt'
      ? { ...column, sorter: true, sortOrder: sortOrderOf(params.sort) }
      : column,
  );
  return (
    <Table<T>
      rowKey={rowKey}
      size="middle"
      columns={withSort}
      dataSource={query.data?.items ?? []}
      loading={query.isFetching}
      expandable={expandable}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: `暂无${noun}` }}
      pagination={{
        current: params.page,
        pageSize: params.pageSize,
        total: query.data?.total ?? 0,
        showSizeChanger: true,
        pageSizeOptions: [10, 20, 50, 100],
        showTotal: (total) => `共 ${total} 条${noun}`,
      }}
      onChange={(pagination, _filters, sorter) => {
        const order = Array.isArray(sorter) ? sorter[0]?.order : sorter.order;
        list.setPaging(
          pagination.current ?? 1,
          pagination.pageSize ?? params.pageSize,
          sortFrom(order),
        );
      }}
    />
  );
}
