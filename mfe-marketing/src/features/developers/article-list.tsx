import { Link } from '@dpu/router';
import { developerArticleRoute } from '@dpu/contracts';
import { formatDate } from '@dpu/ui';
import type { ArticleSummary } from './types';
import styles from './developers.module.css';

export function ArticleList({
  articles,
  label,
}: {
  articles: readonly ArticleSummary[];
  label: string;
}) {
  return (
    <ul className={styles.articles} aria-label={label}>
      {articles.map((article) => (
        <li key={article.slug} className={styles.article}>
          <p className={styles.articleMeta}>
            <span className={styles.category}>{article.category}</span>
            <time dateTime={formatDate(article.date)}>{formatDate(article.date)}</time>
          </p>
          <h3 className={styles.articleTitle}>
            <Link to={developerArticleRoute(article.slug)}>{article.title}</Link>
          </h3>
          <p className={styles.articleDescription}>{article.description}</p>
        </li>
      ))}
    </ul>
  );
}
