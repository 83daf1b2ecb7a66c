import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import { excerptDescription, markdownToBody, tableOfContents } from './markdown';

// Reads the content folder into documents with Nuxt Content v1's model (content-api.md
// part B §8), with part A's decisions: dates are ISO strings, natural order is by path.

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
}

const EXTENSIONS = ['.md', '.json', '.yaml', '.yml'];

function isHidden(name: string): boolean {
  return name === 'node_modules' || (name.startsWith('.') && name !== '.' && name !== '..');
}

/** ISO-8601 for Dates and date-only strings (part A §4); anything else as it is. */
function normaliseDates(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const date = new Date(`${value}T00:00:00.000Z`);
    return Number.isNaN(date.getTime()) ? value : date.toISOString();
  }
  if (Array.isArray(value)) return value.map(normaliseDates);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, normaliseDates(v)]));
  }
  return value;
}

function splitFrontMatter(source: string): { data: Record<string, unknown>; content: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(source);
  if (!match) return { data: {}, content: source };
  const data = YAML.parse(match[1] ?? '') as unknown;
  return {
    data: data && typeof data === 'object' ? (data as Record<string, unknown>) : {},
    content: source.slice(match[0].length),
  };
}

function parseFile(file: string, extension: string): Record<string, unknown>[] {
  const source = readFileSync(file, 'utf8');
  if (extension === '.md') {
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
  const parsed: unknown = extension === '.json' ? JSON.parse(source) : YAML.parse(source);
  const items = Array.isArray(parsed) ? parsed : [parsed];
  return items.map((item) =>
    item && typeof item === 'object' ? (item as Record<string, unknown>) : { value: item },
  );
}

function validDate(value: unknown): string | undefined {
  if (typeof value !== 'string' && !(value instanceof Date)) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

function walk(root: string, dir: string, index: ContentIndex): void {
  for (const name of readdirSync(dir).sort()) {
    if (isHidden(name)) continue;
    const full = path.join(dir, name);
    const stat = statSync(full);
    const relative = `/${path.relative(root, full).split(path.sep).join('/')}`;
    if (stat.isDirectory()) {
      index.dirs.add(relative);
      walk(root, full, index);
      continue;
    }
    const extension = path.extname(name);
    if (!EXTENSIONS.includes(extension)) continue;
    const normalised = relative.slice(0, -extension.length);
    const items = parseFile(full, extension);
    if (items.length > 1) index.dirs.add(normalised);
    for (const raw of items) {
      const item = normaliseDates(raw) as Record<string, unknown>;
      const segments = normalised.split('/').filter(Boolean);
      if (items.length > 1 && typeof item.slug === 'string' && item.slug) segments.push(item.slug);
      const docPath = `/${segments.join('/')}`;
      const docDir = `/${segments.slice(0, -1).join('/')}`;
      index.documents.push({
        slug: segments[segments.length - 1] ?? '',
        ...item,
        dir: docDir,
        path: docPath,
        extension,
        createdAt: validDate(item.createdAt) ?? stat.birthtime.toISOString(),
        updatedAt: validDate(item.updatedAt) ?? stat.mtime.toISOString(),
      });
    }
  }
}

/** Loads every document under root; a file that fails to parse fails the load with its name. */
export function loadContent(root: string): ContentIndex {
  const index: ContentIndex = { documents: [], dirs: new Set(['/']) };
  walk(root, root, index);
  // part A §3: natural order is ascending path, then file order (stable sort)
  index.documents.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return index;
}
