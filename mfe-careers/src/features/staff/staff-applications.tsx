import { useQuery } from '@tanstack/react-query';
import { Badge, Button, Select, Space } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { downloadWithToken } from '@dpu/ui';
import {
  APPLICATION_STATUS_LABELS,
  APPLICATION_STATUSES,
  type ApplicationStatus,
  type StaffApplication,
  type StaffJobSummary,
} from '@dpu/contracts';
import {
  createdAtColumn,
  formatSize,
  staffGet,
  staffPost,
  StaffSection,
  StaffTable,
  twoLineColumn,
  useStaffAction,
  useStaffDownload,
  useStaffList,
} from '@dpu/ui/staff';

interface Filters {
  jobId?: string;
  status?: ApplicationStatus;
}

const statusOptions = APPLICATION_STATUSES.map((status) => ({
  value: status,
  label: APPLICATION_STATUS_LABELS[status],
}));

function StatusSelect({ application }: { application: StaffApplication }) {
  const run = useStaffAction();
  return (
    <Select<ApplicationStatus>
      aria-label={`${application.name} 的状态`}
      size="small"
      style={{ width: 110 }}
      value={application.status}
      options={statusOptions}
      onChange={(status) =>
        void run(`将状态改为“${APPLICATION_STATUS_LABELS[status]}”`, () =>
          staffPost(`/admin/applications/${application.id}/status`, { status }),
        )
      }
    />
  );
}

function ResumeButton({ application }: { application: StaffApplication }) {
  const { busy, download } = useStaffDownload(`resume-${application.id}`, {
    loading: '正在下载简历…',
    verb: '下载',
  });
  const save = () =>
    downloadWithToken(`/admin/applications/${application.id}/resume`, application.resumeName);
  return (
    <Button size="small" type="link" loading={busy} onClick={() => void download(save)}>
      {application.resumeName}（{formatSize(application.resumeSize)}）
    </Button>
  );
}

const columns: ColumnsType<StaffApplication> = [
  createdAtColumn('投递时间'),
  { title: '姓名', dataIndex: 'name' },
  twoLineColumn('联系方式', 'contact', (application) => [application.phone, application.email]),
  {
    title: '简历',
    key: 'resume',
    render: (_, application) => <ResumeButton application={application} />,
  },
  {
    title: '状态',
    dataIndex: 'status',
    render: (_, application) => <StatusSelect application={application} />,
  },
];

function useJobs() {
  return useQuery({
    queryKey: ['staff', '/admin/applications/jobs'],
    queryFn: () => staffGet<StaffJobSummary[]>('/admin/applications/jobs'),
  });
}

/** Job applications per job, newest first: résumé download (recorded) and status. */
export default function StaffApplications() {
  const jobs = useJobs();
  const list = useStaffList<StaffApplication, Filters>('/admin/applications', {});
  return (
    <StaffSection title="职位申请">
      <Space wrap style={{ marginBottom: 16 }}>
        <Select<string>
          aria-label="职位"
          placeholder="全部职位"
          allowClear
          showSearch={{ optionFilterProp: 'title' }}
          loading={jobs.isLoading}
          style={{ width: 320 }}
          options={(jobs.data ?? []).map((job) => ({
            value: job.jobId,
            title: job.title,
            label: (
              <Space>
                {job.title}
                <Badge count={job.fresh} title={`${job.fresh} 份新投递`} size="small" />
                <span style={{ color: '#888' }}>共 {job.total}</span>
              </Space>
            ),
          }))}
          onChange={(jobId) => list.setFilters({ jobId })}
        />
        <Select<ApplicationStatus>
          aria-label="状态"
          placeholder="全部状态"
          allowClear
          style={{ width: 140 }}
          options={statusOptions}
          onChange={(status) => list.setFilters({ status })}
        />
      </Space>
      <StaffTable list={list} columns={columns} rowKey="id" noun="申请" />
    </StaffSection>
  );
}
