import path from 'node:path';
import YAML from 'yaml';
import { isoDate } from './iso-date';
import { excerptDescription, markdownToBody, tableOfContents } from './markdown';
import { takePrebuiltParse } from './prebuilt-parses';
import { validateFile, type FileReport } from './validate-content';

// One content file's text → its documents, with Nuxt Content v1's model (docs/content-query.md
// part B §8) and part A's decisions: dates are ISO strings (§4). The same for a file read from
// content/ and for a version stored in the database, so both index alike.

export type ContentDocument = Record<string, unknown> & {
  slug: string;
  dir: string;
  path: string;
  extension: string;
  createdAt: string;
  updatedAt: string;
};

/** A file's text and its times (file birth and change, or the stored version's). */
export interface ContentSource {
  /** Relative to the content folder, forward slashes. */
  file: string;
  text: string;
  createdAt: string;
  updatedAt: string;
}

export interface ParsedFile extends FileReport {
  file: string;
  /** Frozen, in the file's own order. */
  docs: ContentDocument[];
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

/** Front matter: '---', YAML, '---' (the body follows). */
export const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---(?:\r?\n|$)/;

export const CONTENT_EXTENSIONS = ['.md', '.json', '.yaml', '.yml'];

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

export function splitFrontMatter(source: string): {
  data: Record<string, unknown>;
  content: string;
} {
  const match = FRONT_MATTER.exec(source);
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

/** The raw items of a file's text (throws on a syntax error). */
export function parseText(file: string, text: string): Record<string, unknown>[] {
  const extension = path.extname(file);
  if (extension === '.md') return parseMarkdown(text);
  const parsed: unknown = extension === '.json' ? JSON.parse(text) : YAML.parse(text);
  const items = Array.isArray(parsed) ? parsed : [parsed];
  return items.map((item) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? (item as Record<string, unknown>)
      : { value: item },
  );
}

/** parseText, or the build's parse of the very same text (prebuilt-parses.ts). */
export function parseTextOnce(file: string, text: string): Record<string, unknown>[] {
  return takePrebuiltParse(file, text) ?? parseText(file, text);
}

function validDate(value: unknown): string | undefined {
  if (typeof value !== 'string' && !(value instanceof Date)) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

function documentsOf(
  source: ContentSource,
  raws: readonly Record<string, unknown>[],
): ContentDocument[] {
  const extension = path.extname(source.file);
  const normalised = `/${source.file.slice(0, -extension.length)}`;
  return raws.map((raw): ContentDocument => {
    const item = normaliseDates(raw) as Record<string, unknown>;
    const segments = normalised.split('/').filter(Boolean);
    if (raws.length > 1 && typeof item.slug === 'string' && item.slug) segments.push(item.slug);
    // Answers share these objects; freezing them keeps one query from changing another's.
    return deepFreeze({
      slug: segments[segments.length - 1] ?? '',
      ...item,
      dir: `/${segments.slice(0, -1).join('/')}`,
      path: `/${segments.join('/')}`,
      extension,
      createdAt: validDate(item.createdAt) ?? source.createdAt,
      updatedAt: validDate(item.updatedAt) ?? source.updatedAt,
    });
  });
}

/** A file's documents and its report; a syntax error throws ContentLoadError. */
export function parseSource(
  source: ContentSource,
  raws?: readonly Record<string, unknown>[],
): ParsedFile {
  let items = raws;
  try {
    items ??= parseTextOnce(source.file, source.text);
  } catch (error) {
    throw new ContentLoadError(source.file, error instanceof Error ? error.message : String(error));
  }
  const docs = documentsOf(source, items);
  const report = validateFile(
    source.file,
    path.extname(source.file),
    items.map((raw, i) => ({ raw, slug: docs[i]?.slug ?? '' })),
  );
  return { file: source.file, docs, ...report };
}
