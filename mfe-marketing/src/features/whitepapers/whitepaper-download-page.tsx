import { Link } from '@dpu/router';
import { whitepaperRoute } from '@dpu/contracts';
import { ContentLoading, LoadFailed, Row, RowList, useContent, formatDate } from '@dpu/ui';
import { illustrationUrl } from '../../assets/illustrations';
import layout from '../../components/layout.module.css';
import { useSectionCopy } from '../../lib/section-copy';
import { DownloadAction } from './download-action';
import type { WhitepaperSummary } from '../../lib/whitepapers';
import styles from './whitepapers.module.css';
import { SectionHeader } from '../../components/page-header';

const LIST_QUERY = {
  sortBy: [{ date: 'desc' as const }],
  only: ['slug', 'title', 'subtitle', 'description', 'date', 'file', 'illustration'],
};

/** /whitepaper/whitePaperDownload: every white paper with its download (or request) link. */
export function WhitepaperDownloadPage() {
  const copy = useSectionCopy('whitepapers');
  const list = useContent<WhitepaperSummary[]>('/whitepapers', LIST_QUERY);
  const note = typeof copy?.fullVersionNote === 'string' ? copy.fullVersionNote : undefined;
  return (
    <div>
      <SectionHeader
        section="whitepapers"
        fallbackTitle="白皮书下载"
        image={illustrationUrl('document')}
      />
      <section className={`${layout.container} ${layout.pageBody}`}>
        {list.status === 'loading' && <ContentLoading />}
        {list.status === 'error' && <LoadFailed what="白皮书列表" onRetry={list.retry} />}
        {list.status === 'ready' && (
          <RowList label="白皮书列表">
            {list.data.map((paper) => (
              <Row
                key={paper.slug}
                lead={
                  <img src={illustrationUrl(paper.illustration)} alt="" className={styles.cover} />
                }
                title={<Link to={whitepaperRoute(paper.slug)}>{paper.title}</Link>}
                meta={`发布日期 ${formatDate(paper.date)}`}
                description={paper.description}
                side={
                  <>
                    <Link className={styles.read} to={whitepaperRoute(paper.slug)}>
                      在线阅读摘要
                    </Link>
                    <DownloadAction doc={paper} variant="outline" />
                  </>
                }
              />
            ))}
          </RowList>
        )}
        {note && <p className={styles.note}>{note}</p>}
      </section>
    </div>
  );
}
