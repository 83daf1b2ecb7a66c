import type { ContentDocument, ContentIndex } from './load-content';

// Path resolution of content-api.md part B §2 (directory vs file mode, deep) and the
// text removal of §3. The full query engine (where, sortBy, only, without, skip, limit,
// search, surround) builds on this.

export interface ContentQueryBody {
  deep?: boolean;
  text?: boolean;
}

export class ContentNotFoundError extends Error {
  constructor(readonly contentPath: string) {
    super(`${contentPath} not found`);
  }
}

function withoutText(doc: ContentDocument, keepText: boolean): Record<string, unknown> {
  if (keepText) return doc;
  const { text: _text, ...rest } = doc;
  return rest;
}

export function queryContent(
  index: ContentIndex,
  contentPath: string,
  body: ContentQueryBody,
): Record<string, unknown> | Record<string, unknown>[] {
  const p = contentPath || '/';
  if (index.dirs.has(p)) {
    const docs = body.deep
      ? index.documents.filter((d) => d.dir === p || d.dir.startsWith(p === '/' ? '/' : `${p}/`))
      : index.documents.filter((d) => d.dir === p);
    return docs.map((d) => withoutText(d, Boolean(body.text)));
  }
  const doc = index.documents.find((d) => d.path === p);
  if (!doc) throw new ContentNotFoundError(p);
  return withoutText(doc, Boolean(body.text));
}
