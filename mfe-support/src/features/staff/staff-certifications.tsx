import { Descriptions, Input, Select, Space, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import {
  PRODUCTS,
  type CertificationStatus,
  type StaffCertification,
  type StaffCertificationQuery,
} from '@dpu/contracts';
import {
  createdAtColumn,
  formatTime,
  StaffSection,
  StaffTable,
  twoLineColumn,
  useStaffList,
} from '@dpu/ui/staff';
import { STATUS_TEXT } from '../../components/certification-status';
import { CertificationActions } from './certification-actions';

type Filters = Pick<StaffCertificationQuery, 'status' | 'proId' | 'q'>;

const STATUS_COLOR: Record<CertificationStatus, string> = {
  pending: 'gold',
  approved: 'green',
  rejected: 'red',
};

const columns: ColumnsType<StaffCertification> = [
  createdAtColumn('提交时间'),
  { title: '产品', dataIndex: 'productName' },
  { title: '公司', dataIndex: 'company' },
  twoLineColumn('客户', 'customer', (item) => [item.contactName, item.email]),
  { title: '序列号', dataIndex: 'serialNumber' },
  {
    title: '状态',
    dataIndex: 'status',
    render: (status: CertificationStatus) => (
      <Tag color={STATUS_COLOR[status]}>{STATUS_TEXT[status]}</Tag>
    ),
  },
  {
    title: '操作',
    key: 'actions',
    render: (_, item) =>
      item.status === 'pending' ? <CertificationActions item={item} /> : formatTime(item.decidedAt),
  },
];

function Details({ item }: { item: StaffCertification }) {
  return (
    <Descriptions size="small" column={{ xs: 1, md: 2 }} bordered>
      <Descriptions.Item label="申请编号">#{item.id}</Descriptions.Item>
      <Descriptions.Item label="客户账号">
        {item.userName}（{item.email}）
      </Descriptions.Item>
      <Descriptions.Item label="联系电话">{item.phone}</Descriptions.Item>
      <Descriptions.Item label="订单号">{item.orderNumber ?? '—'}</Descriptions.Item>
      <Descriptions.Item label="备注" span={2}>
        {item.remark ?? '—'}
      </Descriptions.Item>
      {item.decidedAt ? (
        <Descriptions.Item label="处理时间">{formatTime(item.decidedAt)}</Descriptions.Item>
      ) : null}
      {item.reason ? <Descriptions.Item label="驳回原因">{item.reason}</Descriptions.Item> : null}
    </Descriptions>
  );
}

/** The certification queue: pending first, filtered by status and product, searchable. */
export default function StaffCertifications() {
  const list = useStaffList<StaffCertification, Filters>('/admin/certifications', {
    status: 'pending',
  });
  return (
    <StaffSection title="产品认证">
      <Space wrap style={{ marginBottom: 16 }}>
        <Select<CertificationStatus | 'all'>
          aria-label="状态"
          style={{ width: 140 }}
          value={list.params.filters.status ?? 'all'}
          options={[
            { value: 'all', label: '全部状态' },
            ...(Object.keys(STATUS_TEXT) as CertificationStatus[]).map((status) => ({
              value: status,
              label: STATUS_TEXT[status],
            })),
          ]}
          onChange={(status) => list.setFilters({ status: status === 'all' ? undefined : status })}
        />
        <Select<string>
          aria-label="产品"
          placeholder="全部产品"
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          style={{ width: 220 }}
          options={PRODUCTS.map((product) => ({ value: product.proId, label: product.name }))}
          onChange={(proId) => list.setFilters({ proId })}
        />
        <Input.Search
          aria-label="搜索公司或邮箱"
          placeholder="搜索公司或邮箱"
          allowClear
          maxLength={100}
          style={{ width: 260 }}
          onSearch={(q) => list.setFilters({ q: q.trim() || undefined })}
        />
      </Space>
      <StaffTable
        list={list}
        columns={columns}
        rowKey="id"
        noun="认证申请"
        expandable={{ expandedRowRender: (item) => <Details item={item} /> }}
      />
    </StaffSection>
  );
}
