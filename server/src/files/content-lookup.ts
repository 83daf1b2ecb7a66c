import type { ContentDocument, ContentIndex } from '../content/load-content';

// What the file generators read from the content index: documents by path and by folder.

export interface ContentLookup {
  get(path: string): ContentDocument | undefined;
  /** The documents directly in a folder ('/videos'), in the index's natural order. */
  list(dir: string): ContentDocument[];
}

export function contentLookup(index: ContentIndex): ContentLookup {
  const byPath = new Map(index.documents.map((doc) => [doc.path, doc]));
  return {
    get: (path) => byPath.get(path),
    list: (dir) => index.documents.filter((doc) => doc.dir === dir),
  };
}

export function stringField(doc: ContentDocument | undefined, field: string): string | undefined {
  const value = doc?.[field];
  return typeof value === 'string' && value.trim() ? value : undefined;
}

export function stringList(doc: ContentDocument | undefined, field: string): string[] {
  const value = doc?.[field];
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

/** A table cell as text; the content index turns YYYY-MM-DD into ISO times, shown as days. */
export function cellText(value: unknown): string {
  const text = String(value ?? '');
  return /^\d{4}-\d{2}-\d{2}T00:00:00\.000Z$/.test(text) ? text.slice(0, 10) : text;
}
