import { App, Button, Popover, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { previewPage, studioApi } from './studio-api';
import { useStudioAction } from './studio-action';

// 分享预览: a 7-day link to the draft on its page for a colleague without an account, copied;
// 撤销分享链接: every link of the document made so far stops working (a link that went
// further than meant), the studio's own preview pane taking a new one.

function ShareButton({ id, file }: { id: number; file: string }) {
  const run = useStudioAction();
  const [link, setLink] = useState<{ url: string; expiresAt: string }>();
  const share = () =>
    run(
      '生成分享链接',
      async () => {
        const made = await studioApi.previewLink(id, 7 * 24 * 60);
        const page = previewPage(made, file);
        if (!page) throw new Error('这篇文档没有对应的页面');
        const url = new URL(page, window.location.origin).toString();
        setLink({ url, expiresAt: made.expiresAt });
        await navigator.clipboard?.writeText(url).catch(() => undefined);
      },
      '分享链接已生成（7 天内有效）',
    );
  return (
    <Popover
      open={Boolean(link)}
      onOpenChange={(open) => !open && setLink(undefined)}
      trigger="click"
      title="预览分享链接"
      content={
        link && (
          <Typography.Paragraph
            copyable={{ text: link.url }}
            style={{ maxWidth: 360, wordBreak: 'break-all' }}
          >
            {link.url}
          </Typography.Paragraph>
        )
      }
    >
      <Button onClick={() => void share()}>分享预览</Button>
    </Popover>
  );
}

function RevokeButton({ id }: { id: number }) {
  const run = useStudioAction();
  const { modal } = App.useApp();
  const queryClient = useQueryClient();
  const revoke = () =>
    run(
      '撤销分享链接',
      async () => {
        await studioApi.revokePreviewLinks(id);
        await queryClient.invalidateQueries({ queryKey: ['studio-preview', id] });
      },
      '已撤销，此前的预览链接均已失效',
    );
  const confirm = () =>
    modal.confirm({
      title: '撤销这篇文档的分享链接？',
      content: '此前生成的所有预览链接立即失效，收到链接的人将无法再查看草稿。',
      okText: '撤销链接',
      okButtonProps: { danger: true },
      cancelText: '取消',
      onOk: revoke,
    });
  return <Button onClick={confirm}>撤销分享链接</Button>;
}

export function ShareLinks({ id, file }: { id: number; file: string }) {
  return (
    <>
      <ShareButton id={id} file={file} />
      <RevokeButton id={id} />
    </>
  );
}
