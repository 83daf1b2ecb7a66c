import { Select, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import {
  AUDIT_ACTION_LABELS,
  AUDIT_ACTIONS,
  type AuditAction,
  type AuditEntry,
} from '@dpu/contracts';
import { formatTime, StaffSection, StaffTable, useStaffList } from '@dpu/ui/staff';

const columns: ColumnsType<AuditEntry> = [
  { title: '时间', dataIndex: 'createdAt', render: (value: string) => formatTime(value) },
  { title: '操作人', dataIndex: 'actorEmail', render: (value: string | null) => value ?? '命令行' },
  {
    title: '操作',
    dataIndex: 'action',
    render: (value: AuditAction) => <Tag>{AUDIT_ACTION_LABELS[value] ?? value}</Tag>,
  },
  { title: '对象', dataIndex: 'target' },
  { title: '说明', dataIndex: 'detail' },
];

/** Every staff action, newest first: who did what, and when. */
export default function AuditSection() {
  const list = useStaffList<AuditEntry, { action?: AuditAction }>('/admin/audit', {});
  return (
    <StaffSection
      title="操作日志"
      extra={
        <Select<AuditAction>
          aria-label="按操作筛选"
          placeholder="全部操作"
          allowClear
          style={{ width: 180 }}
          options={AUDIT_ACTIONS.map((action) => ({
            value: action,
            label: AUDIT_ACTION_LABELS[action],
          }))}
          onChange={(action) => list.setFilters({ action })}
        />
      }
    >
      <StaffTable list={list} columns={columns} rowKey="id" noun="记录" />
    </StaffSection>
  );
}
