import { useState } from 'react';
import { Link, useLocation } from '@dpu/router';
import { cardSurface, downloadFile } from '@dpu/ui';
import type { MaterialItem } from '@dpu/contracts';
import { MaterialVideo, siteVideoId } from './material-video';
import styles from './customer.module.css';

function formatSize(bytes: number | null | undefined): string | undefined {
  if (!bytes) return undefined;
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

const MEDIA_FILE = /\.(mp4|webm|ogv|m3u8)(\?|#|$)/i;

function isMediaFile(url: string): boolean {
  return MEDIA_FILE.test(url);
}

/** A site page opens in the site (not when it is this page); other sites in a new tab. */
function MaterialLink({ url, label }: { url: string; label: string }) {
  const { pathname } = useLocation();
  if (url.startsWith('/') && !url.startsWith('//')) {
    if (url.split(/[?#]/)[0] === pathname) return null;
    return (
      <Link className={styles.link} to={url}>
        {label}
      </Link>
    );
  }
  if (!/^https?:\/\//i.test(url)) return null;
  return (
    <a className={styles.link} href={url} target="_blank" rel="noopener noreferrer">
      {label}
    </a>
  );
}

/** The materials of one type; gated files download with the token (downloadFile of @dpu/api-client). */
export function MaterialList({ items, emptyText }: { items: MaterialItem[]; emptyText: string }) {
  if (items.length === 0) return <p className={styles.empty}>{emptyText}</p>;
  return (
    <ul className={styles.materials} role="list">
      {items.map((item) => (
        <MaterialRow key={item.id} item={item} />
      ))}
    </ul>
  );
}

function MaterialRow({ item }: { item: MaterialItem }) {
  const [state, setState] = useState<{ busy: boolean; error?: string }>({ busy: false });
  const videoId = item.type === 'videos' ? siteVideoId(item.url) : undefined;
  const meta = [
    item.version && `版本 ${item.version}`,
    item.date && `发布日期 ${item.date.slice(0, 10)}`,
    formatSize(item.size),
  ].filter(Boolean);

  const download = async (fileId: number) => {
    setState({ busy: true });
    try {
      await downloadFile(fileId, item.fileName || `${item.title}`);
      setState({ busy: false });
    } catch (error) {
      setState({ busy: false, error: error instanceof Error ? error.message : String(error) });
    }
  };

  return (
    <li className={`${cardSurface.card} ${styles.material}`} data-testid="material-item">
      <div className={styles.materialText}>
        <h3 className={`${cardSurface.title} ${styles.materialTitle}`}>{item.title}</h3>
        {item.summary && <p className={styles.summary}>{item.summary}</p>}
        {meta.length > 0 && <p className={styles.meta}>{meta.join(' · ')}</p>}
        {item.fileId != null && item.sha256 && (
          // what a customer checks the download against (sha256sum), whole and selectable
          <p className={styles.sha}>
            SHA-256：<code data-testid="material-sha256">{item.sha256}</code>
          </p>
        )}
        {item.url && isMediaFile(item.url) && (
          <video className={styles.video} controls preload="none" src={item.url} />
        )}
        {videoId !== undefined && <MaterialVideo id={videoId} title={item.title} />}
        {state.error && (
          <p className={styles.error} role="alert">
            {state.error}
          </p>
        )}
      </div>
      <div className={styles.actions}>
        {item.fileId != null && (
          <button
            type="button"
            className={styles.button}
            disabled={state.busy}
            onClick={() => void download(item.fileId as number)}
            aria-label={`下载 ${item.title}`}
          >
            {state.busy ? '下载中…' : '下载'}
          </button>
        )}
        {item.url && !isMediaFile(item.url) && (
          <MaterialLink url={item.url} label={item.type === 'videos' ? '观看' : '查看'} />
        )}
      </div>
    </li>
  );
}
