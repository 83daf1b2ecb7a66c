import type { ContentDoc } from './types';

// Path resolution (docs/content-query.md part B §2): a path that is '/' or one of the index's
// dirs lists documents (immediate children, or with `deep` the directory and everything
// below it); any other path is file mode and names one document (the first in natural
// order). One deliberate difference: v1 matched `deep` with an unescaped `^p` regex, so
// '/articles' also swept in '/articles-old'; here deep means the directory's own subtree.

export interface PathIndex {
  isDir: (path: string) => boolean;
  /** Document positions (natural order) a directory query starts from. */
  list: (dir: string, deep: boolean) => readonly number[];
  /** Position of the first document whose path is `path`. */
  file: (path: string) => number | undefined;
}

export function createPathIndex(documents: readonly ContentDoc[], dirs: ReadonlySet<string>) {
  const byDir = new Map<string, number[]>();
  const byPath = new Map<string, number>();
  documents.forEach((doc, i) => {
    const dir = String(doc.dir);
    const path = String(doc.path);
    const siblings = byDir.get(dir);
    if (siblings) siblings.push(i);
    else byDir.set(dir, [i]);
    if (!byPath.has(path)) byPath.set(path, i);
  });
  const deepCache = new Map<string, number[]>();
  const subtree = (dir: string) => {
    const prefix = dir === '/' ? '/' : `${dir}/`;
    return documents.flatMap((doc, i) => {
      const docDir = String(doc.dir);
      return docDir === dir || docDir.startsWith(prefix) ? [i] : [];
    });
  };
  const index: PathIndex = {
    isDir: (path) => dirs.has(path),
    list: (dir, deep) => {
      if (!deep) return byDir.get(dir) ?? [];
      let cached = deepCache.get(dir);
      if (!cached) deepCache.set(dir, (cached = subtree(dir)));
      return cached;
    },
    file: (path) => byPath.get(path),
  };
  return index;
}
