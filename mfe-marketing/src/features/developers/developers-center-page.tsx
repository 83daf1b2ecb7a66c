import { Link } from '@dpu/router';
import { ContentLoading, LoadFailed, useContent, useQueryParam, useSitePageMeta } from '@dpu/ui';
import { illustrationUrl } from '../../assets/illustrations';
import layout from '../../components/layout.module.css';
import { ArticleList } from './article-list';
import {
  ALL_ARTICLES_QUERY,
  ARTICLES_DIR,
  categoriesOf,
  categoryQuery,
  centerRoute,
  type ArticleSummary,
} from './types';
import styles from './developers.module.css';
import { PageHeader } from '../../components/page-header';

const TITLE = '开发者中心';

/** /developers/developersCenter(?category=…): articles by category. */
export function DevelopersCenterPage() {
  const category = useQueryParam('category');
  const all = useContent<ArticleSummary[]>(ARTICLES_DIR, ALL_ARTICLES_QUERY);
  const filtered = useContent<ArticleSummary[]>(
    category ? ARTICLES_DIR : null,
    categoryQuery(category),
  );
  const list = category ? filtered : all;
  const categories = all.status === 'ready' ? categoriesOf(all.data) : [];
  useSitePageMeta(TITLE, { lead: category || undefined });
  return (
    <div>
      <PageHeader
        title={TITLE}
        subtitle={category || undefined}
        image={illustrationUrl('document')}
        trail={[{ label: '文档中心', to: '/developers' }, { label: TITLE }]}
      />
      <div className={`${layout.container} ${styles.center}`}>
        <nav className={styles.tabs} aria-label="文档分类">
          <Link
            className={category ? styles.tab : `${styles.tab} ${styles.tabActive}`}
            to={centerRoute()}
          >
            全部
          </Link>
          {categories.map((c) => (
            <Link
              key={c}
              className={c === category ? `${styles.tab} ${styles.tabActive}` : styles.tab}
              aria-current={c === category ? 'page' : undefined}
              to={centerRoute(c)}
            >
              {c}
            </Link>
          ))}
        </nav>
        {list.status === 'loading' && <ContentLoading />}
        {list.status === 'error' && <LoadFailed what="文档" onRetry={list.retry} />}
        {list.status === 'ready' && list.data.length === 0 && (
          <p className={styles.empty}>该分类下暂无文档。</p>
        )}
        {list.status === 'ready' && list.data.length > 0 && (
          <ArticleList articles={list.data} label="文档列表" />
        )}
      </div>
    </div>
  );
}
