import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Repositories } from '../repositories';
import { FILE_SPECS, type FileSpec } from './catalogue';
import type { ContentLookup } from './content-lookup';
import { cached, cacheKey } from './file-cache';
import type { FileSource, GeneratedFile } from './generated-file';
import type { FileRecord } from './files-repository';
import { videoFiles } from './video-files';
import { whitepaperFiles } from './whitepaper-files';

// Generates the files under FILES_DIR: the catalogue's (recorded in the files table) and
// the public media the content names (videos, posters, white papers; served at
// /data/file/). Each file's inputs are hashed: a manifest remembers what each file was made
// from, so a second start only compares; bytes come from the cache (FILES_CACHE_DIR) when
// another data folder already rendered them. Writes go to a temporary name first, so
// concurrent starts never see half a file.

/** Bump when a generator's output changes, so existing folders and caches regenerate. */
export const GENERATOR_VERSION = 4;
const MANIFEST = '.generated.json';

interface ManifestEntry {
  size: number;
  sha256: string;
  key: string;
}

interface Manifest {
  version: number;
  files: Record<string, ManifestEntry>;
}

export interface SeedFilesOptions {
  filesDir: string;
  cacheDir: string;
  content: ContentLookup;
  /** The ffmpeg for the videos (FFMPEG_PATH); absent → the bundled one. */
  ffmpegPath?: string;
  /** Called for each file rendered (not found in the cache), with how long it took. */
  onRendered?: (storagePath: string, ms: number) => void;
}

export interface SeedFilesReport {
  /** Files written to FILES_DIR (rendered or copied from the cache). */
  written: number;
  /** Files rendered because the cache did not hold them. */
  rendered: number;
}

async function readManifest(filesDir: string): Promise<Manifest | undefined> {
  try {
    const parsed = JSON.parse(await readFile(path.join(filesDir, MANIFEST), 'utf8')) as Manifest;
    return parsed.version === GENERATOR_VERSION ? parsed : undefined;
  } catch {
    return undefined;
  }
}

async function writeAtomically(file: string, content: Buffer | string): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  await writeFile(temp, content);
  await rename(temp, file);
}

async function sizeOf(file: string): Promise<number | undefined> {
  try {
    return (await stat(file)).size;
  } catch {
    return undefined;
  }
}

interface Ensured extends ManifestEntry {
  written: boolean;
  rendered: boolean;
}

async function ensureFile(
  options: SeedFilesOptions,
  storagePath: string,
  source: FileSource,
  known: ManifestEntry | undefined,
): Promise<Ensured> {
  const file = path.join(options.filesDir, storagePath);
  const key = cacheKey({ generator: GENERATOR_VERSION, inputs: await source.inputs() });
  if (known?.key === key && (await sizeOf(file)) === known.size) {
    return { ...known, written: false, rendered: false };
  }
  const started = Date.now();
  const { content, rendered } = await cached(
    options.cacheDir,
    key,
    path.extname(storagePath),
    source.render,
  );
  if (rendered) options.onRendered?.(storagePath, Date.now() - started);
  await writeAtomically(file, content);
  return {
    key,
    size: content.length,
    sha256: createHash('sha256').update(content).digest('hex'),
    written: true,
    rendered,
  };
}

export function toRecord(spec: FileSpec, size: number, sha256: string): FileRecord {
  return {
    id: spec.id,
    pdfKey: spec.pdfKey,
    proId: spec.proId,
    kind: spec.kind,
    title: spec.title,
    fileName: spec.fileName,
    contentType: spec.contentType,
    version: spec.version,
    releaseDate: spec.releaseDate,
    size,
    sha256,
    releaseNotes: spec.releaseNotes,
    storagePath: spec.storagePath,
  };
}

/** The public files the content names (no database rows: /data/file/ serves them). */
export function publicMediaFiles(content: ContentLookup, ffmpeg?: string): GeneratedFile[] {
  return [...videoFiles(content, ffmpeg), ...whitepaperFiles(content)];
}

export async function seedFiles(
  repos: Repositories,
  options: SeedFilesOptions,
): Promise<SeedFilesReport> {
  const manifest = await readManifest(options.filesDir);
  const next: Manifest = { version: GENERATOR_VERSION, files: {} };
  const report: SeedFilesReport = { written: 0, rendered: 0 };
  const ensure = async (storagePath: string, source: FileSource) => {
    const result = await ensureFile(options, storagePath, source, manifest?.files[storagePath]);
    if (result.written) report.written += 1;
    if (result.rendered) report.rendered += 1;
    next.files[storagePath] = { size: result.size, sha256: result.sha256, key: result.key };
    return result;
  };
  for (const spec of FILE_SPECS) {
    const result = await ensure(spec.storagePath, spec.source(options.content));
    await repos.files.upsert(toRecord(spec, result.size, result.sha256));
  }
  for (const file of publicMediaFiles(options.content, options.ffmpegPath)) {
    await ensure(file.storagePath, file.source);
  }
  if (report.written > 0) {
    await writeAtomically(path.join(options.filesDir, MANIFEST), JSON.stringify(next));
  }
  return report;
}
