import { Alert, Button, Select, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  PRODUCTS,
  productByProId,
  RELEASE_KIND_LABELS,
  type ReleaseKind,
  type StaffRelease,
} from '@dpu/contracts';
import {
  detailColumn,
  failureText,
  formatSize,
  formatTime,
  staffGet,
  staffPost,
  useConfirm,
  useStaffAction,
} from '@dpu/ui/staff';

// Every release staff published, newest first, withdrawn ones too (customers no longer see
// those; staff keep them and can restore them).

function ReleaseAction({ release }: { release: StaffRelease }) {
  const run = useStaffAction();
  const confirm = useConfirm();
  const [busy, setBusy] = useState(false);
  const act = async (action: 'withdraw' | 'restore') => {
    const withdraw = action === 'withdraw';
    const asked = await confirm(
      withdraw ? '撤回该版本？' : '恢复该版本？',
      withdraw
        ? `撤回后客户将看不到也无法下载 ${release.title}（版本 ${release.version}），员工仍可查看。`
        : `恢复后持有该产品的客户将重新看到 ${release.title}（版本 ${release.version}）。`,
      withdraw ? '撤回' : '恢复',
    );
    if (!asked) return;
    setBusy(true);
    await run(withdraw ? '撤回版本' : '恢复版本', () =>
      staffPost(`/admin/materials/${release.id}/${action}`),
    );
    setBusy(false);
  };
  return release.withdrawn ? (
    <Button size="small" loading={busy} onClick={() => void act('restore')}>
      恢复
    </Button>
  ) : (
    <Button size="small" danger loading={busy} onClick={() => void act('withdraw')}>
      撤回
    </Button>
  );
}

const columns: ColumnsType<StaffRelease> = [
  {
    title: '产品',
    dataIndex: 'proId',
    render: (proId: string) => productByProId(proId)?.name ?? proId,
  },
  detailColumn<StaffRelease>('资料', 'title', (release) => [
    release.title,
    `${RELEASE_KIND_LABELS[release.kind as ReleaseKind] ?? release.kind} · 版本 ${release.version} · ${formatSize(release.size)}`,
  ]),
  {
    title: 'SHA-256',
    dataIndex: 'sha256',
    render: (sha: string) => (
      <Typography.Text code copyable={{ text: sha }} style={{ wordBreak: 'break-all' }}>
        {sha.slice(0, 16)}…
      </Typography.Text>
    ),
  },
  detailColumn<StaffRelease>('发布', 'published', (release) => [
    formatTime(release.publishedAt),
    release.publishedBy ?? '—',
  ]),
  {
    title: '状态',
    dataIndex: 'withdrawn',
    render: (withdrawn: boolean) =>
      withdrawn ? <Tag>已撤回</Tag> : <Tag color="green">客户可见</Tag>,
  },
  { title: '操作', key: 'action', render: (_, release) => <ReleaseAction release={release} /> },
];

export function ReleaseList() {
  const [proId, setProId] = useState<string | undefined>();
  const query = useQuery({
    queryKey: ['staff', '/admin/materials', proId ?? ''],
    queryFn: () => staffGet<StaffRelease[]>('/admin/materials', proId ? { proId } : undefined),
  });
  return (
    <div>
      <Select
        aria-label="按产品筛选"
        allowClear
        placeholder="全部产品"
        style={{ width: 240, marginBottom: 16 }}
        value={proId}
        onChange={(value?: string) => setProId(value)}
        options={PRODUCTS.map((product) => ({ value: product.proId, label: product.name }))}
      />
      {query.isError ? (
        <Alert type="error" showIcon title={`加载失败：${failureText(query.error)}`} />
      ) : (
        <Table<StaffRelease>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={query.data ?? []}
          loading={query.isLoading}
          pagination={{ pageSize: 20, hideOnSinglePage: true }}
          scroll={{ x: 900 }}
          locale={{ emptyText: '还没有发布过支持资料' }}
        />
      )}
    </div>
  );
}
