import { Alert, Input, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { StaffCustomer } from '@dpu/contracts';
import { StaffSection, StaffTable, useStaffList } from '@dpu/ui/staff';
import { CustomerGrants } from './customer-grants';

const columns: ColumnsType<StaffCustomer> = [
  {
    title: '客户',
    key: 'customer',
    render: (_, customer) => (
      <span>
        {customer.userName}
        {customer.userType === 'admin' ? <Tag style={{ marginLeft: 8 }}>员工</Tag> : null}
        <br />
        {customer.email}
      </span>
    ),
  },
  { title: '公司', dataIndex: 'company', render: (company: string | null) => company ?? '—' },
  {
    title: '产品权限',
    key: 'grants',
    render: (_, customer) => <CustomerGrants customer={customer} />,
  },
];

/** Find a customer by e-mail or company; see, add and revoke their products. */
export default function StaffGrants() {
  const list = useStaffList<StaffCustomer, { q?: string }>('/admin/customers', {}, (f) =>
    Boolean(f.q),
  );
  const searching = Boolean(list.params.filters.q);
  return (
    <StaffSection title="产品权限">
      <Input.Search
        aria-label="按邮箱或公司查找客户"
        placeholder="输入邮箱或公司名称（至少 2 个字）"
        enterButton="查找"
        allowClear
        maxLength={100}
        style={{ maxWidth: 480, marginBottom: 16 }}
        onSearch={(value) => {
          const q = value.trim();
          list.setFilters({ q: q.length >= 2 ? q : undefined });
        }}
      />
      {searching ? (
        <StaffTable list={list} columns={columns} rowKey="id" noun="客户" />
      ) : (
        <Alert type="info" showIcon title="输入客户的邮箱或公司名称后查找。" />
      )}
    </StaffSection>
  );
}
