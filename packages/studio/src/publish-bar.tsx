import { Button, Input, Popover, Space, Typography } from 'antd';
import { useState } from 'react';
import type { StudioDocument } from '@dpu/contracts';
import { localToIso } from './format';
import { ShareLinks } from './share-links';
import { studioApi, StudioError } from './studio-api';
import { useStudioAction } from './studio-action';

// 发布 now or at a chosen time, cancel a schedule, 下线, and share links for a colleague.
// Every action first saves what is typed (flush): what is published is what the editor sees.

export interface PublishBarProps {
  doc: StudioDocument;
  flush: () => Promise<boolean>;
  onProblems: (error: StudioError) => void;
  onHistory: () => void;
}

function SchedulePopover({ onSchedule }: { onSchedule: (at: string) => void }) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  const [open, setOpen] = useState(false);
  const submit = () => {
    const at = localToIso(value);
    if (!at) return setError('请选择发布时间');
    if (new Date(at).getTime() <= Date.now()) return setError('发布时间须晚于现在');
    setOpen(false);
    onSchedule(at);
  };
  const content = (
    <Space orientation="vertical">
      <label htmlFor="studio-publish-at">发布时间</label>
      <Input
        id="studio-publish-at"
        type="datetime-local"
        value={value}
        onChange={(e) => {
          setValue(e.target.value);
          setError(undefined);
        }}
        status={error ? 'error' : undefined}
      />
      {error && <Typography.Text type="danger">{error}</Typography.Text>}
      <Button type="primary" onClick={submit}>
        确定定时发布
      </Button>
    </Space>
  );
  return (
    <Popover open={open} onOpenChange={setOpen} trigger="click" content={content} title="定时发布">
      <Button>定时发布</Button>
    </Popover>
  );
}

export function PublishBar({ doc, flush, onProblems, onHistory }: PublishBarProps) {
  const run = useStudioAction();
  const publish = (at?: string) =>
    run(
      at ? '定时发布' : '发布',
      async () => {
        if (!(await flush())) throw new Error('草稿尚未保存，请处理保存问题后再发布');
        try {
          await studioApi.publish(doc.id, at);
        } catch (error) {
          if (error instanceof StudioError) onProblems(error);
          throw error;
        }
      },
      at ? '已定时发布' : '已发布，访客现在看到的是这个版本',
    );
  return (
    <Space wrap>
      <Button type="primary" onClick={() => void publish()}>
        发布
      </Button>
      <SchedulePopover onSchedule={(at) => void publish(at)} />
      {doc.scheduledAt && (
        <Button onClick={() => void run('取消定时发布', () => studioApi.cancelSchedule(doc.id))}>
          取消定时
        </Button>
      )}
      {doc.live && (
        <Button
          onClick={() =>
            void run('下线', () => studioApi.unpublish(doc.id), '已下线，访客不再看到这篇文档')
          }
        >
          下线
        </Button>
      )}
      <ShareLinks id={doc.id} file={doc.file} />
      <Button onClick={onHistory}>历史版本</Button>
    </Space>
  );
}
