import { ContentBody, useQueryParam, useSitePageMeta, SlugPage } from '@dpu/ui';
import { DocDate, DocTitle } from '../../components/doc-title';
import layout from '../../components/layout.module.css';
import { SiteTrail } from '../../components/page-header';
import prose from '../../components/prose.module.css';
import { ProductLinks } from '../../components/product-links';
import { ARTICLES_DIR, centerRoute, type ArticleDoc } from './types';
import styles from './developers.module.css';

function Article({ doc }: { doc: ArticleDoc }) {
  useSitePageMeta('文档中心', { lead: doc.title, description: doc.description });
  const toc = (doc.toc ?? []).filter((entry) => entry.depth === 2);
  return (
    <>
      <SiteTrail
        trail={[
          { label: '文档中心', to: '/developers' },
          { label: doc.category, to: centerRoute(doc.category) },
          { label: doc.title },
        ]}
      />
      <div className={`${layout.container} ${styles.articleLayout}`}>
        <article>
          <DocTitle title={doc.title}>
            <span className={styles.category}>{doc.category}</span>
            <DocDate date={doc.date} prefix="更新于 " />
          </DocTitle>
          <ContentBody body={doc.body} className={prose.prose} />
        </article>
        <aside className={styles.aside}>
          {toc.length > 0 && (
            <nav aria-label="本文目录">
              <h2>本文目录</h2>
              <ol>
                {toc.map((entry) => (
                  <li key={entry.id}>
                    <a href={`#${entry.id}`}>{entry.text}</a>
                  </li>
                ))}
              </ol>
            </nav>
          )}
          {doc.product && (
            <>
              <h2>相关产品</h2>
              <ProductLinks keys={[doc.product]} />
            </>
          )}
        </aside>
      </div>
    </>
  );
}

/** /developers/developersDetails?id=<slug>: one document-centre article. */
export function ArticlePage() {
  const id = useQueryParam('id');
  return (
    <SlugPage<ArticleDoc> dir={ARTICLES_DIR} value={id || null}>
      {(doc) => <Article doc={doc} />}
    </SlugPage>
  );
}
