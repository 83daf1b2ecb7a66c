// The Markdown body of a content document as the content API answers it (docs/content-query.md
// part B §8, the Nuxt Content v1 shape): the server builds it, @dpu/ui renders it.

export type ContentNode =
  | { type: 'element'; tag: string; props: Record<string, unknown>; children: ContentNode[] }
  | { type: 'text'; value: string };

export interface ContentRoot {
  type: 'root';
  children: ContentNode[];
}
