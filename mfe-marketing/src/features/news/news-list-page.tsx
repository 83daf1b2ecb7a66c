import { Link } from '@dpu/router';
import { newsRoute } from '@dpu/contracts';
import {
  ContentList,
  Pagination,
  parsePage,
  Row,
  RowList,
  useContent,
  useQueryParam,
  useSitePageMeta,
  formatDate,
} from '@dpu/ui';
import layout from '../../components/layout.module.css';
import { NEWS_DIR, NEWS_ORDER, newsPageQuery, type NewsSummary } from '../../lib/news';
import { FeaturedNews, featuredItem, type FeaturedNewsItem } from './featured-news';
import styles from './news.module.css';
import { PageHeader } from '../../components/page-header';

export const NEWS_PAGE_SIZE = 6;

interface NewsPageCopy {
  title: string;
  subtitle?: string;
  description?: string;
  /** The label over the featured item in the banner. */
  featuredLabel?: string;
}

/** Every item, newest first: counted for the pager, and the banner features one. */
const ALL_QUERY = { sortBy: NEWS_ORDER, only: ['slug', 'title', 'date', 'products'] };

function NewsItem({ item }: { item: NewsSummary }) {
  const date = formatDate(item.date);
  return (
    <Row
      lead={
        <time className={styles.date} dateTime={date}>
          <span className={styles.day}>{date.slice(8, 10)}</span>
          <span className={styles.month}>{date.slice(0, 7)}</span>
        </time>
      }
      eyebrow={item.category}
      title={<Link to={newsRoute(item.slug)}>{item.title}</Link>}
      description={item.description}
    />
  );
}

/** /news/newsCenter: the news list, newest first, paged with ?page=N. */
export function NewsListPage() {
  const page = parsePage(useQueryParam('page'));
  const copy = useContent<NewsPageCopy>('/pages/news');
  const all = useContent<FeaturedNewsItem[]>(NEWS_DIR, ALL_QUERY);
  const list = useContent<NewsSummary[]>(
    NEWS_DIR,
    newsPageQuery((page - 1) * NEWS_PAGE_SIZE, NEWS_PAGE_SIZE),
  );
  const title = copy.status === 'ready' ? copy.data.title : '新闻中心';
  useSitePageMeta(title, {
    description: copy.status === 'ready' ? copy.data.description : undefined,
  });
  const featured = all.status === 'ready' ? featuredItem(all.data) : undefined;
  const featuredLabel = (copy.status === 'ready' && copy.data.featuredLabel) || '最新发布';

  return (
    <div>
      <PageHeader
        title={title}
        subtitle={copy.status === 'ready' ? copy.data.subtitle : undefined}
        media={featured && <FeaturedNews item={featured} label={featuredLabel} />}
        trail={[{ label: title }]}
      />
      <section className={`${layout.container} ${layout.pageBody}`}>
        <ContentList
          state={list}
          noun="新闻"
          empty={
            <>
              该页暂无新闻，<Link to="/news/newsCenter">返回第一页</Link>
            </>
          }
        >
          {(items) => (
            <RowList label="新闻列表" ordered>
              {items.map((item) => (
                <NewsItem key={item.slug} item={item} />
              ))}
            </RowList>
          )}
        </ContentList>
        {all.status === 'ready' && (
          <Pagination
            page={page}
            pageSize={NEWS_PAGE_SIZE}
            total={all.data.length}
            hrefFor={(n) => (n === 1 ? '/news/newsCenter' : `/news/newsCenter?page=${n}`)}
          />
        )}
      </section>
    </div>
  );
}
