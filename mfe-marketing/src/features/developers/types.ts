import type { ContentQuery } from '@dpu/contracts';
import type { MarkdownDoc } from '../../components/content-types';

export interface ArticleSummary {
  slug: string;
  title: string;
  category: string;
  date: string;
  description: string;
  product?: string;
}

export interface ArticleDoc extends ArticleSummary, MarkdownDoc {
  description: string;
  toc?: Array<{ id: string; depth: number; text: string }>;
}

export const ARTICLES_DIR = '/developers';
const SUMMARY_FIELDS = ['slug', 'title', 'category', 'date', 'description', 'product'];

/** Every article, newest first (the landing page and the category list share it). */
export const ALL_ARTICLES_QUERY: ContentQuery = {
  sortBy: [{ date: 'desc' }],
  only: SUMMARY_FIELDS,
};

/** The articles of one category, newest first. */
export function categoryQuery(category: string): ContentQuery {
  return { where: { category }, sortBy: [{ date: 'desc' }], only: SUMMARY_FIELDS };
}

/** Categories in the order they first appear. */
export function categoriesOf(articles: readonly ArticleSummary[]): string[] {
  return [...new Set(articles.map((article) => article.category))];
}

export const centerRoute = (category?: string) =>
  category
    ? `/developers/developersCenter?category=${encodeURIComponent(category)}`
    : '/developers/developersCenter';
