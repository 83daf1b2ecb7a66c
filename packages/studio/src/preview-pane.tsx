import { useQuery } from '@tanstack/react-query';
import { Alert, Segmented } from 'antd';
import { useEffect, useState } from 'react';
import { previewPage, studioApi } from './studio-api';
import styles from './studio.module.css';
import { QueryFailed, QueryPending } from './query-states';

// The live preview: the page that shows the document, rendered by the server from the draft
// (?preview=<token>: never cached, never indexed), at desktop width or a phone's 390 px.
// It reloads after each save.

export const PHONE_WIDTH = 390;
/** The desktop preview is the page at this width, scaled down to the pane. */
export const DESKTOP_WIDTH = 1280;

/** The pane's width, followed as the window resizes (a callback ref: the pane mounts late). */
function useWidth() {
  const [element, ref] = useState<HTMLDivElement | null>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => setWidth(entry?.contentRect.width ?? 0));
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return { ref, width };
}

/** The page laid out at DESKTOP_WIDTH, scaled to fit the pane (75vh high once scaled). */
function desktopStyle(paneWidth: number) {
  const scale = paneWidth > 0 ? Math.min(1, paneWidth / DESKTOP_WIDTH) : 1;
  return {
    width: DESKTOP_WIDTH,
    height: `calc(75vh / ${scale})`,
    transform: `scale(${scale})`,
    transformOrigin: '0 0',
  };
}

export function PreviewPane({
  id,
  file,
  revision,
}: {
  id: number;
  file: string;
  revision: number;
}) {
  const [width, setWidth] = useState<'desktop' | 'phone'>('desktop');
  const pane = useWidth();
  const link = useQuery({
    queryKey: ['studio-preview', id],
    queryFn: () => studioApi.previewLink(id, 120),
    staleTime: 60 * 60 * 1000,
  });
  if (link.isPending) return <QueryPending tip="正在准备预览…" />;
  if (link.isError) return <QueryFailed query={link} prefix="预览不可用：" />;
  const page = previewPage(link.data, file);
  if (!page)
    return (
      <Alert type="info" showIcon title="这篇文档不单独显示在某个页面上，没有可预览的页面。" />
    );
  const src = `${page}${page.includes('?') ? '&' : '?'}r=${revision}`;
  return (
    <div className={styles.preview}>
      <Segmented
        aria-label="预览宽度"
        value={width}
        onChange={(value) => setWidth(value as 'desktop' | 'phone')}
        options={[
          { value: 'desktop', label: '桌面' },
          { value: 'phone', label: `手机 ${PHONE_WIDTH}px` },
        ]}
      />
      <div ref={pane.ref} className={styles.previewStage}>
        {width === 'phone' ? (
          <iframe
            key={src}
            title="实时预览"
            src={src}
            className={`${styles.previewFrame} ${styles.previewPhone}`}
          />
        ) : (
          <iframe
            key={src}
            title="实时预览"
            src={src}
            className={styles.previewFrame}
            style={desktopStyle(pane.width)}
          />
        )}
      </div>
    </div>
  );
}
