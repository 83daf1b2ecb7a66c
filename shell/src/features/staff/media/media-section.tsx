import { Alert, Button, Drawer, Input, List, Space, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { mediaUrl, type MediaDetail, type MediaItem } from '@dpu/contracts';
import {
  detailColumn,
  failureText,
  formatSize,
  formatTime,
  staffDelete,
  staffGet,
  StaffSection,
  StaffTable,
  useConfirm,
  useStaffAction,
  useStaffList,
} from '@dpu/ui/staff';
import { MediaUpload } from './media-upload';

// 媒体库: upload images with alt text, find them by alt text or file name, replace one (same
// id, every page shows the new version), see where one is used, delete one nobody uses (the
// server refuses, naming the documents, while any content refers to it).

function MediaDetailDrawer({ id, onClose }: { id: number; onClose: () => void }) {
  const detail = useQuery({
    queryKey: ['staff', '/admin/media', id],
    queryFn: () => staffGet<MediaDetail>(`/admin/media/${id}`),
  });
  const run = useStaffAction();
  const confirm = useConfirm();
  const remove = async () => {
    if (!(await confirm('删除这张图片？', '删除后无法恢复。', '删除'))) return;
    if (await run('删除图片', () => staffDelete(`/admin/media/${id}`, undefined))) onClose();
  };
  const item = detail.data;
  return (
    <Drawer open onClose={onClose} title={item ? item.alt : '图片'} size="large">
      {detail.isError && <Alert type="error" showIcon title={failureText(detail.error)} />}
      {item && (
        <Space orientation="vertical" size="large" style={{ width: '100%' }}>
          <img
            src={mediaUrl(item.id, { width: 640, format: 'webp' }, item.version)}
            alt={item.alt}
            style={{ maxWidth: '100%', maxHeight: 320, objectFit: 'contain' }}
          />
          <Typography.Text type="secondary">
            {item.fileName} · {item.width}×{item.height} · {formatSize(item.size)} · 第{' '}
            {item.version} 版
          </Typography.Text>
          <div>
            <Typography.Title level={4} style={{ fontSize: 15 }}>
              使用位置
            </Typography.Title>
            <List
              size="small"
              bordered
              dataSource={item.usedBy}
              locale={{ emptyText: '没有内容使用这张图片' }}
              renderItem={(use) => (
                <List.Item>
                  {use.title}（{use.path}）
                </List.Item>
              )}
            />
          </div>
          <div>
            <Typography.Title level={4} style={{ fontSize: 15 }}>
              替换图片
            </Typography.Title>
            <MediaUpload replaceId={item.id} />
          </div>
          <Button danger onClick={() => void remove()} disabled={item.usedBy.length > 0}>
            {item.usedBy.length > 0 ? '使用中，不能删除' : '删除图片'}
          </Button>
        </Space>
      )}
    </Drawer>
  );
}

export default function MediaSection() {
  const list = useStaffList<MediaItem, { q?: string }>('/admin/media', {});
  const [open, setOpen] = useState<number | null>(null);
  const columns: ColumnsType<MediaItem> = [
    {
      title: '图片',
      key: 'thumb',
      width: 120,
      render: (_, item) => (
        <img
          src={mediaUrl(item.id, { width: 320, format: 'webp' }, item.version)}
          alt={item.alt}
          width={96}
          height={64}
          loading="lazy"
          style={{ objectFit: 'cover', borderRadius: 4, background: '#f2f4f6' }}
        />
      ),
    },
    detailColumn<MediaItem>('替代文字 / 文件', 'alt', (item) => [
      item.alt,
      `${item.fileName} · ${item.width}×${item.height} · ${formatSize(item.size)}`,
    ]),
    { title: '更新时间', dataIndex: 'updatedAt', render: (value: string) => formatTime(value) },
    {
      title: '操作',
      key: 'open',
      render: (_, item) => (
        <Button size="small" onClick={() => setOpen(item.id)} aria-label={`查看 ${item.alt}`}>
          使用位置 / 替换 / 删除
        </Button>
      ),
    },
  ];
  return (
    <StaffSection title="媒体库">
      <Typography.Title level={3} style={{ fontSize: 16 }}>
        上传图片
      </Typography.Title>
      <MediaUpload />
      <Input.Search
        aria-label="搜索图片"
        placeholder="按替代文字或文件名搜索"
        allowClear
        enterButton="搜索"
        maxLength={100}
        style={{ maxWidth: 420, margin: '24px 0 16px' }}
        onSearch={(value) => list.setFilters({ q: value.trim() || undefined })}
      />
      <StaffTable list={list} columns={columns} rowKey="id" noun="图片" />
      {open !== null && <MediaDetailDrawer id={open} onClose={() => setOpen(null)} />}
    </StaffSection>
  );
}
