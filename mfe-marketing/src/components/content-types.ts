import type { ContentRoot } from '@dpu/ui';

// The fields every document of the content API carries (docs/content-query.md part B §8).
export interface ContentDoc {
  title: string;
  description?: string;
  slug: string;
  path: string;
}

/** A Markdown document: front matter plus the body tree. */
export interface MarkdownDoc extends ContentDoc {
  body: ContentRoot;
}

/** A value/label pair of a stats row (numbers kept as the content writes them). */
export interface Stat {
  value: string | number;
  label: string;
}
