import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Drawer, Select, Space, Spin, Table, Tag } from 'antd';
import { useState } from 'react';
import type { StudioRevision } from '@dpu/contracts';
import { formatTime, ORIGIN_TEXT } from './format';
import { failureText, studioApi } from './studio-api';
import { useStudioAction } from './studio-action';
import styles from './studio.module.css';

// History: every published version with who and when, a line diff between any two (or the
// draft), and 回滚 (the chosen version published again as a new one).

function DiffView({ id, from, to }: { id: number; from: string; to: string }) {
  const diff = useQuery({
    queryKey: ['studio', 'diff', id, from, to],
    queryFn: () => studioApi.diff(id, from, to),
  });
  if (diff.isPending) return <Spin />;
  if (diff.isError) return <Alert type="error" showIcon title={failureText(diff.error)} />;
  const { lines, added, removed } = diff.data;
  return (
    <div>
      <p>
        <Tag color="green">+{added} 行</Tag>
        <Tag color="red">-{removed} 行</Tag>
      </p>
      <pre className={styles.diff} aria-label="版本差异">
        {lines.map((line, index) => (
          <span
            key={index}
            className={
              line.op === '+' ? styles.diffAdd : line.op === '-' ? styles.diffDel : styles.diffSame
            }
          >
            {`${line.op} ${line.text}`}
          </span>
        ))}
      </pre>
    </div>
  );
}

/** One end of the comparison: the draft or a published version. */
function VersionSelect({
  label,
  ...select
}: {
  label: string;
  value: string | undefined;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  return <Select aria-label={label} {...select} style={{ width: 220 }} />;
}

export function HistoryDrawer({
  id,
  open,
  onClose,
  onRolledBack,
}: {
  id: number;
  open: boolean;
  onClose: () => void;
  onRolledBack: () => void;
}) {
  const history = useQuery({
    queryKey: ['studio', 'history', id],
    queryFn: () => studioApi.history(id),
    enabled: open,
  });
  const [from, setFrom] = useState<string>();
  const [to, setTo] = useState<string>('draft');
  const run = useStudioAction();
  const { modal } = App.useApp();
  const revisions = history.data ?? [];
  const options = [
    { value: 'draft', label: '当前草稿' },
    ...revisions.map((r) => ({
      value: String(r.revision),
      label: `版本 ${r.revision}（${formatTime(r.createdAt)}）`,
    })),
  ];
  const rollback = (revision: StudioRevision) =>
    modal.confirm({
      title: `回滚到版本 ${revision.revision}？`,
      content: '该版本将作为新版本立即发布，访客马上看到它；当前草稿不受影响。',
      okText: '回滚',
      cancelText: '取消',
      onOk: async () => {
        if (
          await run(
            '回滚',
            () => studioApi.rollback(id, revision.revision),
            `已回滚到版本 ${revision.revision}`,
          )
        )
          onRolledBack();
      },
    });
  const fromValue = from ?? (revisions[0] ? String(revisions[0].revision) : undefined);
  return (
    <Drawer open={open} onClose={onClose} title="历史版本" size="large" destroyOnHidden>
      {history.isError && <Alert type="error" showIcon title={failureText(history.error)} />}
      <Table<StudioRevision>
        rowKey="revision"
        size="small"
        loading={history.isPending}
        dataSource={revisions}
        pagination={false}
        columns={[
          {
            title: '版本',
            dataIndex: 'revision',
            render: (n: number, r) => (
              <Space size={4}>
                {n}
                {r.live && <Tag color="green">线上</Tag>}
              </Space>
            ),
          },
          {
            title: '方式',
            dataIndex: 'origin',
            render: (origin: string, r) =>
              `${ORIGIN_TEXT[origin] ?? origin}${r.restoredFrom ? `（自版本 ${r.restoredFrom}）` : ''}`,
          },
          {
            title: '操作人',
            dataIndex: 'createdByEmail',
            render: (email: string | null) => email ?? '系统',
          },
          { title: '时间', dataIndex: 'createdAt', render: formatTime },
          {
            title: '',
            key: 'actions',
            render: (_, r) => (
              <Button size="small" disabled={r.live} onClick={() => rollback(r)}>
                回滚
              </Button>
            ),
          },
        ]}
      />
      <h3 style={{ marginTop: 24 }}>比较版本</h3>
      <Space wrap style={{ marginBottom: 12 }}>
        <VersionSelect label="旧版本" value={fromValue} options={options} onChange={setFrom} />
        <span>→</span>
        <VersionSelect label="新版本" value={to} options={options} onChange={setTo} />
      </Space>
      {fromValue && <DiffView id={id} from={fromValue} to={to} />}
    </Drawer>
  );
}
