import { readdirSync, readFileSync, statSync, type Stats } from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import { compareCodePoints } from './compare-strings';
import { excerptDescription, markdownToBody, tableOfContents } from './markdown';

// Reads the content folder into documents with Nuxt Content v1's model (docs/content-query.md
// part B §8), with part A's decisions: dates are ISO strings (§4) and the natural order is
// fixed (§3): ascending `path` by Unicode code point; documents sharing a path keep the
// order of their files (relative file names by code point, so 'a.md' before 'a.yaml')
// and, inside a multi-document file, the file's own order.

export type ContentDocument = Record<string, unknown> & {
  slug: string;
  dir: string;
  path: string;
  extension: string;
  createdAt: string;
  updatedAt: string;
};

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

/** A file that cannot be read or parsed; the message names the file. */
export class ContentLoadError extends Error {
  constructor(
    readonly file: string,
    reason: string,
  ) {
    super(`${file}: ${reason}`);
    this.name = 'ContentLoadError';
  }
}

const EXTENSIONS = ['.md', '.json', '.yaml', '.yml'];
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** Skipped like v1 (hidden names, node_modules), plus README.md: notes for authors, not copy. */
function isSkipped(name: string): boolean {
  if (name === 'node_modules' || name.toLowerCase() === 'readme.md') return true;
  return name.startsWith('.') && name !== '.' && name !== '..';
}

/** 'YYYY-MM-DD' → ISO-8601 when it is a real calendar day ('2025-02-30' is not). */
export function isoDate(value: string): string | undefined {
  if (!DATE_ONLY.test(value)) return undefined;
  const date = new Date(`${value}T00:00:00.000Z`);
  if (Number.isNaN(date.getTime())) return undefined;
  const iso = date.toISOString();
  return iso.startsWith(value) ? iso : undefined;
}

/** ISO-8601 for Dates and date-only strings (part A §4); anything else as it is. */
function normaliseDates(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string') return isoDate(value) ?? value;
  if (Array.isArray(value)) return value.map(normaliseDates);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, normaliseDates(v)]));
  }
  return value;
}

function splitFrontMatter(source: string): { data: Record<string, unknown>; content: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---(?:\r?\n|$)/.exec(source);
  if (!match) return { data: {}, content: source };
  const data = YAML.parse(match[1] ?? '') as unknown;
  if (data !== null && data !== undefined && (typeof data !== 'object' || Array.isArray(data))) {
    throw new Error('front matter must be a YAML mapping');
  }
  return { data: (data ?? {}) as Record<string, unknown>, content: source.slice(match[0].length) };
}

function parseMarkdown(source: string): Record<string, unknown>[] {
  const { data, content } = splitFrontMatter(source);
  const body = markdownToBody(content);
  const { excerpt, description } = excerptDescription(content);
  return [
    {
      description,
      ...data,
      toc: tableOfContents(body),
      body,
      text: content,
      ...(excerpt ? { excerpt } : {}),
    },
  ];
}

function parseFile(file: string, extension: string): Record<string, unknown>[] {
  const source = readFileSync(file, 'utf8');
  if (extension === '.md') return parseMarkdown(source);
  const parsed: unknown = extension === '.json' ? JSON.parse(source) : YAML.parse(source);
  const items = Array.isArray(parsed) ? parsed : [parsed];
  return items.map((item) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? (item as Record<string, unknown>)
      : { value: item },
  );
}

function validDate(value: unknown): string | undefined {
  if (typeof value !== 'string' && !(value instanceof Date)) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

interface Entry {
  doc: ContentDocument;
  origin: ContentOrigin;
}

function documentsOf(
  relative: string,
  extension: string,
  raws: Record<string, unknown>[],
  stat: Stats,
) {
  const normalised = `/${relative.slice(0, -extension.length)}`;
  return raws.map((raw): ContentDocument => {
    const item = normaliseDates(raw) as Record<string, unknown>;
    const segments = normalised.split('/').filter(Boolean);
    if (raws.length > 1 && typeof item.slug === 'string' && item.slug) segments.push(item.slug);
    return {
      slug: segments[segments.length - 1] ?? '',
      ...item,
      dir: `/${segments.slice(0, -1).join('/')}`,
      path: `/${segments.join('/')}`,
      extension,
      createdAt: validDate(item.createdAt) ?? stat.birthtime.toISOString(),
      updatedAt: validDate(item.updatedAt) ?? stat.mtime.toISOString(),
    };
  });
}

/**
 * Parsed files by path, reused while size and mtime are unchanged: the development
 * watcher rebuilds often, and Markdown parsing is most of the load time.
 */
export type ParseCache = Map<
  string,
  { size: number; mtimeMs: number; raws: Record<string, unknown>[] }
>;

function parseCached(full: string, extension: string, stat: Stats, cache?: ParseCache) {
  const hit = cache?.get(full);
  if (hit && hit.size === stat.size && hit.mtimeMs === stat.mtimeMs) return hit.raws;
  const raws = parseFile(full, extension);
  cache?.set(full, { size: stat.size, mtimeMs: stat.mtimeMs, raws });
  return raws;
}

function walk(
  root: string,
  dir: string,
  index: ContentIndex,
  entries: Entry[],
  cache?: ParseCache,
): void {
  for (const name of readdirSync(dir).sort(compareCodePoints)) {
    if (isSkipped(name)) continue;
    const full = path.join(dir, name);
    const stat = statSync(full);
    const relative = path.relative(root, full).split(path.sep).join('/');
    if (stat.isDirectory()) {
      index.dirs.add(`/${relative}`);
      walk(root, full, index, entries, cache);
      continue;
    }
    const extension = path.extname(name);
    if (!EXTENSIONS.includes(extension)) continue;
    let raws: Record<string, unknown>[];
    try {
      raws = parseCached(full, extension, stat, cache);
    } catch (error) {
      throw new ContentLoadError(relative, error instanceof Error ? error.message : String(error));
    }
    if (raws.length > 1) index.dirs.add(`/${relative.slice(0, -extension.length)}`);
    documentsOf(relative, extension, raws, stat).forEach((doc, item) => {
      entries.push({ doc, origin: { file: relative, item, items: raws.length } });
    });
  }
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/** Loads every document under root; a file that fails to parse throws ContentLoadError. */
export function loadContent(root: string, cache?: ParseCache): ContentIndex {
  const index: ContentIndex = { documents: [], dirs: new Set(['/']), origins: [] };
  const entries: Entry[] = [];
  walk(root, root, index, entries, cache);
  // part A §3: path, then file name; the sort is stable, so a file keeps its own order.
  entries.sort(
    (a, b) =>
      compareCodePoints(a.doc.path, b.doc.path) || compareCodePoints(a.origin.file, b.origin.file),
  );
  for (const { doc, origin } of entries) {
    // Answers share these objects; freezing them keeps one query from changing another's.
    index.documents.push(deepFreeze(doc));
    index.origins.push(origin);
  }
  return index;
}
