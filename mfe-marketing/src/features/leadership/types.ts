import type { MarkdownDoc } from '../../components/content-types';

export interface LeaderDoc extends MarkdownDoc {
  name: string;
  position: string;
  order: number;
}

export type LeaderSummary = Pick<LeaderDoc, 'slug' | 'name' | 'position' | 'description' | 'order'>;

export const LEADERS_DIR = '/leaders';
export const LEADERS_QUERY = {
  sortBy: [{ order: 'asc' as const }],
  only: ['slug', 'name', 'position', 'description', 'order'],
};
