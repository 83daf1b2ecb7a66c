import { readdirSync, readFileSync, statSync, type Stats } from 'node:fs';
import path from 'node:path';
import { compareCodePoints } from './compare-strings';
import { ContentSet, type ContentIndex } from './content-set';
import {
  CONTENT_EXTENSIONS,
  ContentLoadError,
  parseSource,
  parseTextOnce,
  type ContentSource,
} from './parse-source';

// Reads the content folder (docs/content-query.md part B §8) into a ContentSet: every
// directory, and every file's documents (parse-source.ts). Files hold the starting content;
// once the database holds it, the server indexes the published versions instead
// (content-store/).

export { isoDate } from './iso-date';
export { ContentLoadError } from './parse-source';
export type { ContentDocument, ContentSource } from './parse-source';
export type { ContentIndex, ContentOrigin } from './content-set';

/** Skipped like v1 (hidden names, node_modules), plus README.md: notes for authors, not copy. */
export function isSkipped(name: string): boolean {
  if (name === 'node_modules' || name.toLowerCase() === 'readme.md') return true;
  return name.startsWith('.') && name !== '.' && name !== '..';
}

/**
 * Parsed files by path, reused while size and mtime are unchanged: the development
 * watcher rebuilds often, and Markdown parsing is most of the load time.
 */
export type ParseCache = Map<
  string,
  { size: number; mtimeMs: number; raws: Record<string, unknown>[] }
>;

function parseCached(
  full: string,
  relative: string,
  text: string,
  stat: Stats,
  cache?: ParseCache,
) {
  const hit = cache?.get(full);
  if (hit && hit.size === stat.size && hit.mtimeMs === stat.mtimeMs) return hit.raws;
  let raws: Record<string, unknown>[];
  try {
    raws = parseTextOnce(relative, text);
  } catch (error) {
    throw new ContentLoadError(relative, error instanceof Error ? error.message : String(error));
  }
  cache?.set(full, { size: stat.size, mtimeMs: stat.mtimeMs, raws });
  return raws;
}

export interface ContentFile extends ContentSource {
  /** Parsed items (shared with a parse cache). */
  raws: Record<string, unknown>[];
}

/** Every content file under root (in walk order) and every folder. */
export function readContentFiles(
  root: string,
  cache?: ParseCache,
): { files: ContentFile[]; folders: string[] } {
  const files: ContentFile[] = [];
  const folders: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort(compareCodePoints)) {
      if (isSkipped(name)) continue;
      const full = path.join(dir, name);
      const stat = statSync(full);
      const relative = path.relative(root, full).split(path.sep).join('/');
      if (stat.isDirectory()) {
        folders.push(`/${relative}`);
        walk(full);
        continue;
      }
      if (!CONTENT_EXTENSIONS.includes(path.extname(name))) continue;
      const text = readFileSync(full, 'utf8');
      files.push({
        file: relative,
        text,
        createdAt: stat.birthtime.toISOString(),
        updatedAt: stat.mtime.toISOString(),
        raws: parseCached(full, relative, text, stat, cache),
      });
    }
  };
  walk(root);
  return { files, folders };
}

/** Read files and folders as a ContentSet. */
export function contentSetOf(read: { files: ContentFile[]; folders: string[] }): ContentSet {
  const set = new ContentSet();
  for (const folder of read.folders) set.addFolder(folder);
  for (const file of read.files) set.put(parseSource(file, file.raws));
  return set;
}

/** The content folder as a ContentSet; a file that fails to parse throws ContentLoadError. */
export function loadContentSet(root: string, cache?: ParseCache): ContentSet {
  return contentSetOf(readContentFiles(root, cache));
}

/** Loads every document under root; a file that fails to parse throws ContentLoadError. */
export function loadContent(root: string, cache?: ParseCache): ContentIndex {
  return loadContentSet(root, cache).index();
}
