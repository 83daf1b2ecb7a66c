import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Input, Select, Space, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import type { StudioDocumentSummary } from '@dpu/contracts';
import { CreateDialog } from './create-dialog';
import { formatTime, statusTags } from './format';
import { studioApi, type StatusFilter } from './studio-api';
import { useStudioAction } from './studio-action';
import styles from './studio.module.css';
import { QueryFailed } from './query-states';

// A collection's documents: search, status filter, 新建, and per row 编辑, 复制, 删除 (to the
// bin) or, in the bin, 恢复.

const STATUS_OPTIONS: { value: StatusFilter | ''; label: string }[] = [
  { value: '', label: '全部状态' },
  { value: 'live', label: '已发布' },
  { value: 'draft', label: '有草稿' },
  { value: 'unpublished', label: '未发布' },
  { value: 'scheduled', label: '定时发布' },
  { value: 'deleted', label: '回收站' },
];

export function DocumentList({
  collection,
  label,
  onOpen,
}: {
  collection: string;
  label: string;
  onOpen: (id: number) => void;
}) {
  const [q, setQ] = useState('');
  const [status, setStatus] = useState<StatusFilter | ''>('');
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const run = useStudioAction();
  const { modal } = App.useApp();
  const queryClient = useQueryClient();
  const list = useQuery({
    queryKey: ['studio', 'list', collection, q, status, page],
    queryFn: () =>
      studioApi.list(collection, { ...(q ? { q } : {}), ...(status ? { status } : {}), page }),
  });
  const confirmDelete = (doc: StudioDocumentSummary) =>
    modal.confirm({
      title: `删除“${doc.title}”？`,
      content: '文档将移入回收站并从网站下线，可随时恢复。',
      okText: '删除',
      okButtonProps: { danger: true },
      cancelText: '取消',
      onOk: () => run('删除', () => studioApi.remove(doc.id), '已移入回收站'),
    });
  const columns: ColumnsType<StudioDocumentSummary> = [
    {
      title: '标题',
      dataIndex: 'title',
      render: (title: string, doc) =>
        doc.deletedAt ? title : <a onClick={() => onOpen(doc.id)}>{title || doc.slug}</a>,
    },
    { title: '文件', dataIndex: 'file', responsive: ['md'] },
    {
      title: '状态',
      key: 'status',
      render: (_, doc) =>
        statusTags(doc).map((tag) => (
          <Tag key={tag.text} color={tag.color}>
            {tag.text}
          </Tag>
        )),
    },
    { title: '更新时间', dataIndex: 'updatedAt', render: formatTime, responsive: ['lg'] },
    {
      title: '操作',
      key: 'actions',
      render: (_, doc) =>
        doc.deletedAt ? (
          <Button size="small" onClick={() => void run('恢复', () => studioApi.restore(doc.id))}>
            恢复
          </Button>
        ) : (
          <Space size={4} wrap>
            <Button size="small" type="primary" onClick={() => onOpen(doc.id)}>
              编辑
            </Button>
            <Button
              size="small"
              onClick={() =>
                void run('复制', () => studioApi.duplicate(doc.id), '已复制为未发布的新文档')
              }
            >
              复制
            </Button>
            <Button size="small" danger onClick={() => confirmDelete(doc)}>
              删除
            </Button>
          </Space>
        ),
    },
  ];
  return (
    <div>
      <div className={styles.filters}>
        <Input.Search
          placeholder="搜索标题或文件名"
          aria-label={`搜索${label}`}
          allowClear
          onSearch={(value) => {
            setQ(value.trim());
            setPage(1);
          }}
          style={{ maxWidth: 280 }}
        />
        <Select
          aria-label="状态筛选"
          value={status}
          options={STATUS_OPTIONS}
          onChange={(value) => {
            setStatus(value);
            setPage(1);
          }}
          style={{ width: 140 }}
        />
        <Button type="primary" onClick={() => setCreating(true)} style={{ marginLeft: 'auto' }}>
          新建{label}
        </Button>
      </div>
      {list.isError ? (
        <QueryFailed query={list} />
      ) : (
        <Table<StudioDocumentSummary>
          rowKey="id"
          size="middle"
          loading={list.isFetching}
          columns={columns}
          dataSource={list.data?.items ?? []}
          locale={{ emptyText: status === 'deleted' ? '回收站是空的' : '没有符合条件的文档' }}
          pagination={{
            current: page,
            pageSize: list.data?.pageSize ?? 20,
            total: list.data?.total ?? 0,
            onChange: setPage,
            showSizeChanger: false,
          }}
          scroll={{ x: 'max-content' }}
        />
      )}
      <CreateDialog
        collection={collection}
        label={label}
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(id) => {
          setCreating(false);
          void queryClient.invalidateQueries({ queryKey: ['studio', 'list', collection] });
          onOpen(id);
        }}
      />
    </div>
  );
}
