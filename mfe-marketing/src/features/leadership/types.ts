import type { MarkdownDoc } from '../../components/content-types';

export interface LeaderDoc extends MarkdownDoc {
  name: string;
  position: string;
  order: number;
  /** Facts of the illustrated portrait (hair, skin, glasses, clothes, background). */
  portrait?: unknown;
}

export type LeaderSummary = Pick<
  LeaderDoc,
  'slug' | 'name' | 'position' | 'description' | 'order' | 'portrait'
>;

export const LEADERS_DIR = '/leaders';
export const LEADERS_QUERY = {
  sortBy: [{ order: 'asc' as const }],
  only: ['slug', 'name', 'position', 'description', 'order', 'portrait'],
};
