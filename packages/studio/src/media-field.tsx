import { Button, Input, Space } from 'antd';
import { useState } from 'react';
import { mediaUrl } from '@dpu/contracts';
import { MediaPicker } from './media-picker';
import styles from './studio.module.css';

/** A media field: a site path or `media:<id>`, picked from the library for images. */
export function MediaField({
  id,
  accept,
  value,
  onChange,
}: {
  id: string;
  accept: 'image' | 'video' | 'file';
  value: string;
  onChange: (value: string) => void;
}) {
  const [picking, setPicking] = useState(false);
  const mediaId = /^media:(\d+)$/.exec(value)?.[1];
  return (
    <div>
      <Space.Compact style={{ width: '100%' }}>
        <Input
          id={id}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          placeholder={accept === 'image' ? 'media:12 或 /data/file/...' : '/data/file/...'}
        />
        {accept === 'image' && <Button onClick={() => setPicking(true)}>从媒体库选择</Button>}
      </Space.Compact>
      {mediaId && (
        <img
          className={styles.mediaThumb}
          src={mediaUrl(Number(mediaId), { width: 320, format: 'webp' })}
          alt=""
        />
      )}
      <MediaPicker
        open={picking}
        accept={accept}
        onClose={() => setPicking(false)}
        onPick={(item) => {
          setPicking(false);
          onChange(`media:${item.id}`);
        }}
      />
    </div>
  );
}
