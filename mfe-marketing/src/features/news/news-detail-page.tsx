import { Link } from '@dpu/router';
import { newsRoute } from '@dpu/contracts';
import {
  ContentBody,
  useContent,
  useQueryParam,
  useSitePageMeta,
  type ContentRoot,
  SlugPage,
} from '@dpu/ui';
import { DocDate, DocTitle } from '../../components/doc-title';
import layout from '../../components/layout.module.css';
import { SiteTrail } from '../../components/page-header';
import prose from '../../components/prose.module.css';
import { NEWS_DIR, newsSurroundQuery, type NewsSummary } from '../../lib/news';
import styles from './news.module.css';

interface NewsDoc extends NewsSummary {
  body: ContentRoot;
}

type Neighbour = Pick<NewsSummary, 'slug' | 'title'> | null;

function NeighbourLink({ label, item }: { label: string; item: Neighbour | undefined }) {
  return (
    <p className={styles.neighbour}>
      <span>{label}：</span>
      {item ? <Link to={newsRoute(item.slug)}>{item.title}</Link> : <span>没有了</span>}
    </p>
  );
}

function NewsArticle({ doc, slug }: { doc: NewsDoc; slug: string }) {
  useSitePageMeta('新闻中心', { lead: doc.title, description: doc.description });
  const around = useContent<[Neighbour, Neighbour]>(NEWS_DIR, newsSurroundQuery(slug));
  const [previous, next] = around.status === 'ready' ? around.data : [undefined, undefined];
  return (
    <>
      <SiteTrail trail={[{ label: '新闻中心', to: '/news/newsCenter' }, { label: doc.title }]} />
      <article className={`${layout.container} ${layout.narrow} ${styles.article}`}>
        <DocTitle title={doc.title}>
          <DocDate date={doc.date} />
          {doc.category && <span>{doc.category}</span>}
        </DocTitle>
        <ContentBody body={doc.body} className={prose.prose} />
        {around.status === 'ready' && (
          <nav className={styles.neighbours} aria-label="上一篇和下一篇">
            <NeighbourLink label="上一篇" item={previous} />
            <NeighbourLink label="下一篇" item={next} />
          </nav>
        )}
        <p>
          <Link className={styles.back} to="/news/newsCenter">
            返回新闻列表
          </Link>
        </p>
      </article>
    </>
  );
}

/** /news/newsDetails?id=<slug>: one news item with links to its neighbours in the list. */
export function NewsDetailPage() {
  const id = useQueryParam('id');
  return (
    <SlugPage<NewsDoc> dir={NEWS_DIR} value={id || null}>
      {(doc, slug) => <NewsArticle key={slug} doc={doc} slug={slug} />}
    </SlugPage>
  );
}
