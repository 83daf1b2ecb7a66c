import { useContent } from '@dpu/ui';

// Short entries of a collection (solutions, cases…) for cards and "related" lists. One
// query per collection, so every page that shows teasers shares the cached answer.

export interface TeaserDoc {
  slug: string;
  title: string;
  description?: string;
  illustration?: string;
  industry?: string;
  /** Keys of the products it is about: the card shows the first one's drawing. */
  products?: string[];
}

const TEASER_QUERY = {
  only: ['slug', 'title', 'description', 'illustration', 'industry', 'products'],
};

export function useTeasers(dir: '/solutions' | '/cases' | '/whitepapers'): TeaserDoc[] {
  const state = useContent<TeaserDoc[]>(dir, TEASER_QUERY);
  return state.status === 'ready' ? state.data : [];
}

/** The listed slugs in the listed order; unknown slugs are skipped. */
export function pickTeasers(docs: readonly TeaserDoc[], slugs: readonly string[]): TeaserDoc[] {
  return slugs.flatMap((slug) => docs.find((doc) => doc.slug === slug) ?? []);
}
