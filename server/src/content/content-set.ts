import path from 'node:path';
import { compareCodePoints } from './compare-strings';
import type { ContentDocument, ParsedFile } from './parse-source';

// The parsed files of the site, kept by file so that one changed file is parsed again and
// the rest reused (a publish re-indexes one document, not the site). index() lays them out in
// the natural order (docs/content-query.md part A §3): ascending `path` by code point;
// documents sharing a path keep the order of their files (relative names by code point, so
// 'a.md' before 'a.yaml') and, inside a multi-document file, the file's own order.

export interface ContentIndex {
  documents: ContentDocument[];
  /** '/', every directory, and every data file holding an array of more than one item. */
  dirs: Set<string>;
  /** Where each document came from, same order as documents. */
  origins: ContentOrigin[];
}

export interface ContentOrigin {
  /** Relative to the content folder, forward slashes. */
  file: string;
  /** Position inside a multi-document file, and how many documents the file holds. */
  item: number;
  items: number;
}

/** '/news' and '/' for 'news/a.md'; every ancestor folder of a file. */
export function foldersOf(file: string): string[] {
  const folders: string[] = [];
  for (let dir = path.posix.dirname(file); dir !== '.'; dir = path.posix.dirname(dir)) {
    folders.push(`/${dir}`);
  }
  return folders;
}

export class ContentSet {
  private readonly files = new Map<string, ParsedFile>();
  private readonly folders = new Set<string>(['/']);

  /** A copy to change apart from this one (the files' documents are shared, not copied). */
  clone(): ContentSet {
    const copy = new ContentSet();
    for (const folder of this.folders) copy.addFolder(folder);
    for (const parsed of this.files.values()) copy.put(parsed);
    return copy;
  }

  /** Adds or replaces a file's documents. */
  put(parsed: ParsedFile): void {
    this.files.set(parsed.file, parsed);
  }

  remove(file: string): void {
    this.files.delete(file);
  }

  get(file: string): ParsedFile | undefined {
    return this.files.get(file);
  }

  /** A directory that lists as one even while it holds no document (an empty folder). */
  addFolder(dir: string): void {
    this.folders.add(dir);
  }

  all(): IterableIterator<ParsedFile> {
    return this.files.values();
  }

  errors(): string[] {
    return [...this.files.values()].flatMap((parsed) => parsed.errors);
  }

  warnings(): string[] {
    return [...this.files.values()].flatMap((parsed) => parsed.warnings);
  }

  index(): ContentIndex {
    const dirs = new Set(this.folders);
    const entries: { doc: ContentDocument; origin: ContentOrigin }[] = [];
    for (const { file, docs } of this.files.values()) {
      if (docs.length > 1) dirs.add(`/${file.slice(0, -path.posix.extname(file).length)}`);
      docs.forEach((doc, item) => {
        entries.push({ doc, origin: { file, item, items: docs.length } });
      });
    }
    // the sort is stable, so a file keeps its own order
    entries.sort(
      (a, b) =>
        compareCodePoints(a.doc.path, b.doc.path) ||
        compareCodePoints(a.origin.file, b.origin.file),
    );
    return {
      documents: entries.map((entry) => entry.doc),
      dirs,
      origins: entries.map((entry) => entry.origin),
    };
  }
}
