import type { ContentIndex } from './content-set';

// Gated source material (docs/hostile-input.md round two, finding 5): text only customers
// may read — the installation guide's own chapters, behind a product grant as a PDF. The
// server itself reads it (the file generation uses the whole index), but it never enters
// the index the content API queries: no anonymous query, however deep or searched, can
// reach it. A folder listed here is gated with everything under it.

export const GATED_CONTENT_DIRS: readonly string[] = ['/documents/gated'];

/** Whether a content path (a document's path or a directory) is gated. */
export function isGatedPath(contentPath: string): boolean {
  return GATED_CONTENT_DIRS.some((dir) => contentPath === dir || contentPath.startsWith(`${dir}/`));
}

/** The index without gated documents and directories: what the public content API queries. */
export function publicIndex(index: ContentIndex): ContentIndex {
  const kept = index.documents.map((doc) => !isGatedPath(doc.path) && !isGatedPath(doc.dir));
  return {
    documents: index.documents.filter((_doc, i) => kept[i]),
    origins: index.origins.filter((_origin, i) => kept[i]),
    dirs: new Set([...index.dirs].filter((dir) => !isGatedPath(dir))),
  };
}
