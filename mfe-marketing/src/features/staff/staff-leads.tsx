import { Button, DatePicker, Select, Space, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { downloadWithToken } from '@dpu/ui';
import { productByKey, PRODUCTS, type StaffLead, type StaffLeadQuery } from '@dpu/contracts';
import {
  createdAtColumn,
  staffPost,
  StaffSection,
  StaffTable,
  toQuery,
  twoLineColumn,
  useStaffAction,
  useStaffDownload,
  useStaffList,
} from '@dpu/ui/staff';

type Filters = Pick<StaffLeadQuery, 'interested' | 'from' | 'to' | 'handled'>;

const NO_PRODUCT = '-';

function HandledButton({ lead }: { lead: StaffLead }) {
  const run = useStaffAction();
  const handled = Boolean(lead.handledAt);
  return (
    <Button
      size="small"
      type={handled ? 'default' : 'primary'}
      onClick={() =>
        void run(handled ? '标记为未处理' : '标记为已处理', () =>
          staffPost(`/admin/leads/${lead.id}/handled`, { handled: !handled }),
        )
      }
    >
      {handled ? '标记为未处理' : '标记为已处理'}
    </Button>
  );
}

const columns: ColumnsType<StaffLead> = [
  createdAtColumn('提交时间'),
  { title: '姓名', dataIndex: 'name' },
  { title: '公司', dataIndex: 'company' },
  twoLineColumn('联系方式', 'contact', (lead) => [lead.phone, lead.email]),
  {
    title: '感兴趣的产品',
    dataIndex: 'interested',
    render: (key: string | null) => (key ? (productByKey(key)?.name ?? key) : '—'),
  },
  {
    title: '留言',
    dataIndex: 'message',
    render: (message: string) => (
      <Typography.Paragraph
        style={{ maxWidth: 320, margin: 0, whiteSpace: 'pre-wrap' }}
        ellipsis={{ rows: 2, expandable: true, symbol: '展开' }}
      >
        {message}
      </Typography.Paragraph>
    ),
  },
  {
    title: '状态',
    key: 'handled',
    render: (_, lead) => (
      <Space direction="vertical" size={4}>
        {lead.handledAt ? <Tag color="green">已处理</Tag> : <Tag color="gold">未处理</Tag>}
        <HandledButton lead={lead} />
      </Space>
    ),
  },
];

function ExportButton({ filters }: { filters: Filters }) {
  const { busy, download } = useStaffDownload('leads-export', {
    loading: '正在导出…',
    verb: '导出',
  });
  const save = () => {
    // the export takes the list's filters and sort, not its page
    const {
      page: _p,
      pageSize: _s,
      ...query
    } = toQuery({ page: 1, pageSize: 1, sort: '-createdAt', filters });
    return downloadWithToken('/admin/leads/export', 'leads.csv', query);
  };
  return (
    <Button loading={busy} onClick={() => void download(save)}>
      导出 CSV
    </Button>
  );
}

/** Contact-form leads: newest first, filtered by product, date and handled; CSV export. */
export default function StaffLeads() {
  const list = useStaffList<StaffLead, Filters>('/admin/leads', {});
  return (
    <StaffSection title="销售线索" extra={<ExportButton filters={list.params.filters} />}>
      <Space wrap style={{ marginBottom: 16 }}>
        <Select<string>
          aria-label="感兴趣的产品"
          placeholder="全部产品"
          allowClear
          style={{ width: 220 }}
          options={[
            ...PRODUCTS.map((product) => ({ value: product.key, label: product.name })),
            { value: NO_PRODUCT, label: '未指定产品' },
          ]}
          onChange={(interested) => list.setFilters({ interested })}
        />
        <DatePicker.RangePicker
          aria-label="提交日期"
          allowClear
          onChange={(_dates, [from, to]) =>
            list.setFilters({ from: from || undefined, to: to || undefined })
          }
        />
        <Select<'yes' | 'no'>
          aria-label="处理状态"
          placeholder="全部状态"
          allowClear
          style={{ width: 140 }}
          options={[
            { value: 'no', label: '未处理' },
            { value: 'yes', label: '已处理' },
          ]}
          onChange={(handled) => list.setFilters({ handled })}
        />
      </Space>
      <StaffTable list={list} columns={columns} rowKey="id" noun="线索" />
    </StaffSection>
  );
}
