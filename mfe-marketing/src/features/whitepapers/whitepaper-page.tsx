import { ContentBody, slugPage, useSitePageMeta, formatDate, TextList } from '@dpu/ui';
import { PageHeader } from '../../components/page-header';
import layout from '../../components/layout.module.css';
import prose from '../../components/prose.module.css';
import { DownloadAction } from './download-action';
import { WhitepaperCover } from './whitepaper-cover';
import type { WhitepaperDoc } from '../../lib/whitepapers';
import styles from './whitepapers.module.css';

function Whitepaper({ doc }: { doc: WhitepaperDoc }) {
  useSitePageMeta('白皮书', { lead: doc.title, description: doc.description });
  return (
    <article>
      <PageHeader
        eyebrow={`发布日期 ${formatDate(doc.date)}`}
        title={doc.title}
        subtitle={doc.subtitle}
        description={doc.description}
        media={<WhitepaperCover doc={doc} />}
        actions={<DownloadAction doc={doc} />}
        trail={[{ label: '白皮书', to: '/whitepaper/whitePaperDownload' }, { label: doc.title }]}
      />
      <div className={`${layout.container} ${styles.layout}`}>
        <ContentBody body={doc.body} className={prose.prose} />
        {doc.chapters && doc.chapters.length > 0 && (
          <aside className={styles.chapters} aria-labelledby="whitepaper-chapters">
            <h2 id="whitepaper-chapters">目录</h2>
            <TextList items={doc.chapters} ordered />
            <DownloadAction doc={doc} variant="outline" />
          </aside>
        )}
      </div>
    </article>
  );
}

/** /whitepaper/{slug}: a published white paper's abstract and contents; else a 404. */
export const WhitepaperPage = slugPage<WhitepaperDoc>('/whitepapers', Whitepaper);
