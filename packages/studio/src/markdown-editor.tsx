import { Button, Input, Space, Tooltip } from 'antd';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import { useRef, useState } from 'react';
import { image, link, prefixLines, wrap, type TextEdit } from './markdown-edit';
import { MediaPicker } from './media-picker';
import styles from './studio.module.css';

// A Markdown body with a toolbar: bold, heading, list, link, and an image from the media
// library (written as ![alt](media:ID), which the site renders as a responsive <picture>).
// What the page makes of it is the live preview beside the form: the site's own rendering.

export function MarkdownEditor({
  id,
  value,
  onChange,
  rows = 16,
  label,
}: {
  id?: string;
  value: string;
  onChange: (value: string) => void;
  rows?: number;
  label?: string;
}) {
  const ref = useRef<TextAreaRef>(null);
  const [picking, setPicking] = useState(false);

  const apply = (edit: (current: TextEdit) => TextEdit) => {
    const area = ref.current?.resizableTextArea?.textArea;
    const current = {
      text: value,
      start: area?.selectionStart ?? value.length,
      end: area?.selectionEnd ?? value.length,
    };
    const next = edit(current);
    onChange(next.text);
    // after React wrote the new value: put the selection where the edit says
    requestAnimationFrame(() => {
      area?.focus();
      area?.setSelectionRange(next.start, next.end);
    });
  };

  const tools = [
    { key: 'bold', label: '加粗', run: () => apply((e) => wrap(e, '**', '加粗文字')) },
    { key: 'heading', label: '标题', run: () => apply((e) => prefixLines(e, '## ')) },
    { key: 'list', label: '列表', run: () => apply((e) => prefixLines(e, '- ')) },
    { key: 'link', label: '链接', run: () => apply((e) => link(e)) },
    { key: 'image', label: '图片', run: () => setPicking(true) },
  ];

  return (
    <div className={styles.markdown}>
      <Space
        size={4}
        wrap
        role="toolbar"
        aria-label={`${label ?? '正文'}格式`}
        className={styles.toolbar}
      >
        {tools.map((tool) => (
          <Tooltip key={tool.key} title={tool.key === 'image' ? '从媒体库插入图片' : undefined}>
            <Button size="small" onClick={tool.run}>
              {tool.label}
            </Button>
          </Tooltip>
        ))}
      </Space>
      <Input.TextArea
        id={id}
        ref={ref}
        aria-label={label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        autoSize={{ minRows: rows, maxRows: 40 }}
        className={styles.markdownArea}
        spellCheck={false}
      />
      <MediaPicker
        open={picking}
        accept="image"
        onClose={() => setPicking(false)}
        onPick={(item) => {
          setPicking(false);
          apply((e) => image(e, item.id, item.alt));
        }}
      />
    </div>
  );
}
