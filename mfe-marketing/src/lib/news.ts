import type { ContentQuery } from '@dpu/contracts';

// News queries shared by the home page and the news pages: newest first (docs/site.md §2
// /news/newsCenter; docs/content-query.md sortBy/skip/limit/surround).

export interface NewsSummary {
  slug: string;
  title: string;
  date: string;
  description: string;
  category?: string;
  illustration?: string;
}

export const NEWS_DIR = '/news';
export const NEWS_ORDER: ContentQuery['sortBy'] = [{ date: 'desc' }];
export const NEWS_SUMMARY_FIELDS = [
  'slug',
  'title',
  'date',
  'description',
  'category',
  'illustration',
];

export function newsPageQuery(skip: number, limit: number): ContentQuery {
  return { sortBy: NEWS_ORDER, skip, limit, only: NEWS_SUMMARY_FIELDS };
}

/** The previous and next item around one slug, in list order (newest first). */
export function newsSurroundQuery(slug: string): ContentQuery {
  return { sortBy: NEWS_ORDER, only: ['slug', 'title', 'date'], surround: { slugOrPath: slug } };
}
