import { useParams } from '@dpu/router';
import { ContentBody, SlugPage, useSitePageMeta, formatDate } from '@dpu/ui';
import { illustrationUrl } from '../../assets/illustrations';
import { PageHeader } from '../../components/page-header';
import layout from '../../components/layout.module.css';
import prose from '../../components/prose.module.css';
import { DownloadAction } from './download-action';
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
        image={illustrationUrl(doc.illustration)}
        actions={<DownloadAction doc={doc} />}
        trail={[{ label: '白皮书', to: '/whitepaper/whitePaperDownload' }, { label: doc.title }]}
      />
      <div className={`${layout.container} ${styles.layout}`}>
        <ContentBody body={doc.body} className={prose.prose} />
        {doc.chapters && doc.chapters.length > 0 && (
          <aside className={styles.chapters} aria-labelledby="whitepaper-chapters">
            <h2 id="whitepaper-chapters">目录</h2>
            <ol>
              {doc.chapters.map((chapter) => (
                <li key={chapter}>{chapter}</li>
              ))}
            </ol>
            <DownloadAction doc={doc} variant="outline" />
          </aside>
        )}
      </div>
    </article>
  );
}

/** /whitepaper/{slug}: a published white paper's abstract and contents; else a 404. */
export function WhitepaperPage() {
  const { slug } = useParams();
  return (
    <SlugPage<WhitepaperDoc> dir="/whitepapers" value={slug}>
      {(doc) => <Whitepaper doc={doc} />}
    </SlugPage>
  );
}
