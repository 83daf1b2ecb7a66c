import { Link } from '@dpu/router';
import { whitepaperRoute } from '@dpu/contracts';
import { ContentLoading, useContent, useSitePageMeta, formatDate } from '@dpu/ui';
import { illustrationUrl } from '../../assets/illustrations';
import layout from '../../components/layout.module.css';
import { useSectionCopy } from '../../lib/section-copy';
import { DownloadAction } from './download-action';
import type { WhitepaperSummary } from '../../lib/whitepapers';
import styles from './whitepapers.module.css';
import { PageHeader } from '../../components/page-header';

const LIST_QUERY = {
  sortBy: [{ date: 'desc' as const }],
  only: ['slug', 'title', 'subtitle', 'description', 'date', 'file', 'illustration'],
};

/** /whitepaper/whitePaperDownload: every white paper with its download (or request) link. */
export function WhitepaperDownloadPage() {
  const copy = useSectionCopy('whitepapers');
  const list = useContent<WhitepaperSummary[]>('/whitepapers', LIST_QUERY);
  const title = copy?.title ?? '白皮书下载';
  useSitePageMeta(title, { description: copy?.description });
  const note = typeof copy?.fullVersionNote === 'string' ? copy.fullVersionNote : undefined;
  return (
    <div>
      <PageHeader
        title={title}
        subtitle={copy?.subtitle}
        image={illustrationUrl('document')}
        trail={[{ label: title }]}
      />
      <section className={`${layout.container} ${styles.listSection}`}>
        {list.status === 'loading' && <ContentLoading />}
        {list.status === 'error' && <p role="alert">白皮书列表加载失败：{list.message}</p>}
        {list.status === 'ready' && (
          <ul className={styles.list} aria-label="白皮书列表">
            {list.data.map((paper) => (
              <li key={paper.slug} className={styles.row}>
                <img src={illustrationUrl(paper.illustration)} alt="" className={styles.cover} />
                <div className={styles.rowText}>
                  <h2 className={styles.rowTitle}>
                    <Link to={whitepaperRoute(paper.slug)}>{paper.title}</Link>
                  </h2>
                  <p className={styles.rowMeta}>发布日期 {formatDate(paper.date)}</p>
                  <p className={styles.rowDescription}>{paper.description}</p>
                </div>
                <div className={styles.rowActions}>
                  <Link className={styles.read} to={whitepaperRoute(paper.slug)}>
                    在线阅读摘要
                  </Link>
                  <DownloadAction doc={paper} variant="outline" />
                </div>
              </li>
            ))}
          </ul>
        )}
        {note && <p className={styles.note}>{note}</p>}
      </section>
    </div>
  );
}
