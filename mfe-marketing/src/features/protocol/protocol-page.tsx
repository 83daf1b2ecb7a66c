import { ContentBody, ContentPage, useSitePageMeta, formatDate } from '@dpu/ui';
import type { MarkdownDoc } from '../../components/content-types';
import layout from '../../components/layout.module.css';
import prose from '../../components/prose.module.css';
import styles from './protocol-page.module.css';
import { SiteTrail } from '../../components/page-header';

export type ProtocolName = 'agreement' | 'agreementSecret';

interface ProtocolDoc extends MarkdownDoc {
  effectiveDate?: string;
}

function Protocol({ doc }: { doc: ProtocolDoc }) {
  useSitePageMeta(doc.title, { description: doc.description });
  return (
    <>
      <SiteTrail trail={[{ label: doc.title }]} />
      <article className={`${layout.container} ${layout.narrow} ${styles.page}`}>
        <h1 className={styles.title}>{doc.title}</h1>
        {doc.effectiveDate && (
          <p className={styles.meta}>生效日期：{formatDate(doc.effectiveDate)}</p>
        )}
        <ContentBody body={doc.body} className={prose.prose} />
      </article>
    </>
  );
}

/** /protocol/agreement (user agreement) and /protocol/agreementSecret (privacy policy). */
export function ProtocolPage({ name }: { name: ProtocolName }) {
  return (
    <ContentPage<ProtocolDoc> path={`/protocol/${name}`}>
      {(doc) => <Protocol doc={doc} />}
    </ContentPage>
  );
}
