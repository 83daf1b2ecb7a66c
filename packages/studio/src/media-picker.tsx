import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Empty, Input, Modal, Spin, Upload } from 'antd';
import { useState } from 'react';
import { api } from '@dpu/api-client';
import { mediaUrl, type ApiEnvelope, type MediaItem } from '@dpu/contracts';
import { failureText, studioGet, type Paged } from './studio-api';
import styles from './studio.module.css';
import { QueryFailed } from './query-states';

// Picks an image of the media library (GET /admin/media), or uploads one with its alt text
// (required by the server) and picks it at once.

function UploadForm({ onUploaded }: { onUploaded: (item: MediaItem) => void }) {
  const [file, setFile] = useState<File>();
  const [alt, setAlt] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (!file) return setError('请选择图片文件');
    if (!alt.trim()) return setError('请填写替代文字（图片说明）');
    setBusy(true);
    setError(undefined);
    const form = new FormData();
    form.append('alt', alt.trim());
    form.append('file', file);
    try {
      const body = await api.post<ApiEnvelope<MediaItem>, ApiEnvelope<MediaItem>>(
        '/admin/media',
        form,
      );
      if (body.code !== '200') throw new Error(body.msg || '上传失败');
      onUploaded(body.data as MediaItem);
    } catch (caught) {
      setError(failureText(caught));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className={styles.upload}>
      <Upload
        beforeUpload={(next) => (setFile(next), false)}
        maxCount={1}
        accept="image/jpeg,image/png,image/webp,image/svg+xml"
        showUploadList={false}
      >
        <Button>{file ? `已选：${file.name}` : '选择图片'}</Button>
      </Upload>
      <Input
        placeholder="替代文字（必填，描述图片内容）"
        aria-label="替代文字"
        value={alt}
        onChange={(e) => setAlt(e.target.value)}
        maxLength={200}
      />
      <Button type="primary" loading={busy} onClick={() => void submit()}>
        上传并插入
      </Button>
      {error && <Alert type="error" showIcon title={error} />}
    </div>
  );
}

export function MediaPicker({
  open,
  accept,
  onClose,
  onPick,
}: {
  open: boolean;
  accept: 'image' | 'video' | 'file';
  onClose: () => void;
  onPick: (item: MediaItem) => void;
}) {
  const [q, setQ] = useState('');
  const queryClient = useQueryClient();
  const list = useQuery({
    queryKey: ['studio', 'media', q],
    queryFn: () => studioGet<Paged<MediaItem>>('/admin/media', { q: q || undefined, pageSize: 40 }),
    enabled: open,
  });
  return (
    <Modal open={open} onCancel={onClose} footer={null} title="媒体库" width={760} destroyOnHidden>
      {accept !== 'image' && (
        <Alert
          type="info"
          showIcon
          title="媒体库只存图片；视频与文件请填写站内路径。"
          style={{ marginBottom: 12 }}
        />
      )}
      <Input.Search
        placeholder="按替代文字或文件名搜索"
        allowClear
        onSearch={setQ}
        style={{ marginBottom: 12 }}
        aria-label="搜索图片"
      />
      {list.isPending ? (
        <Spin />
      ) : list.isError ? (
        <QueryFailed query={list} />
      ) : list.data.items.length === 0 ? (
        <Empty description="没有图片，可在下方上传" />
      ) : (
        <ul className={styles.mediaGrid}>
          {list.data.items.map((item) => (
            <li key={item.id}>
              <button
                type="button"
                className={styles.mediaTile}
                onClick={() => onPick(item)}
                title={item.alt}
              >
                <img
                  src={mediaUrl(item.id, { width: 320, format: 'webp' }, item.version)}
                  alt={item.alt}
                  loading="lazy"
                />
                <span>{item.alt}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <UploadForm
        onUploaded={(item) => {
          void queryClient.invalidateQueries({ queryKey: ['studio', 'media'] });
          onPick(item);
        }}
      />
    </Modal>
  );
}
