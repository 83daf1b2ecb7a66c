import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { BUILT_FILES_MANIFEST, type BuiltFile, type BuiltFilesManifest } from '../built-files';
import { FILE_SPECS } from '../catalogue';
import type { ContentLookup } from '../content-lookup';
import { cached, cacheKey } from './file-cache';
import type { GeneratedFile } from './generated-file';
import { sourceOf } from './sources';
import { videoFiles } from './video-files';
import { whitepaperFiles } from './whitepaper-files';
import { writeAtomically } from '../write-atomically';

// Build step: makes the files under FILES_DIR — the catalogue's (recorded in the files table
// by the server) and the public media the content names (videos, posters, white papers;
// served at /data/file/) — and the manifest the server reads (files/built-files.ts). Each
// file's inputs are hashed: the manifest remembers what each file was made from, so a second
// build only compares; bytes come from the cache (FILES_CACHE_DIR) when another folder
// already rendered them. Writes go to a temporary name first, so a running server never
// sees half a file.

/** Bump when a generator's output changes, so existing folders and caches regenerate. */
export const GENERATOR_VERSION = 4;

export interface GenerateFilesOptions {
  filesDir: string;
  cacheDir: string;
  content: ContentLookup;
  /** The ffmpeg for the videos (FFMPEG_PATH); absent → the bundled one. */
  ffmpegPath?: string;
  /** Called after each file that had to be written, with where its bytes came from. */
  onFile?: (progress: FileProgress) => void;
}

export interface FileProgress {
  storagePath: string;
  /** 'rendered' (made now) or 'copied' (from the cache). */
  how: 'rendered' | 'copied';
  ms: number;
  /** Files looked at so far, and in all. */
  done: number;
  total: number;
}

export interface GenerateFilesReport {
  /** Files written to FILES_DIR (rendered or copied from the cache). */
  written: number;
  /** Files rendered because the cache did not hold them. */
  rendered: number;
  /** Files in the manifest. */
  total: number;
}

/** A file that could not be made: names it, and keeps the generator's reason. */
export class FileGenerationError extends Error {
  override name = 'FileGenerationError';
  constructor(
    readonly storagePath: string,
    readonly reason: unknown,
  ) {
    super(`cannot make ${storagePath}: ${reason instanceof Error ? reason.message : reason}`);
  }
}

async function readManifest(filesDir: string): Promise<BuiltFilesManifest | undefined> {
  try {
    const text = await readFile(path.join(filesDir, BUILT_FILES_MANIFEST), 'utf8');
    const parsed = JSON.parse(text) as BuiltFilesManifest;
    return parsed.version === GENERATOR_VERSION ? parsed : undefined;
  } catch {
    return undefined;
  }
}

async function sizeOf(file: string): Promise<number | undefined> {
  return stat(file).then(
    (found) => found.size,
    () => undefined,
  );
}

interface Ensured extends BuiltFile {
  how?: FileProgress['how'];
}

async function ensureFile(
  options: GenerateFilesOptions,
  { storagePath, source }: GeneratedFile,
  known: BuiltFile | undefined,
): Promise<Ensured> {
  const file = path.join(options.filesDir, storagePath);
  const key = cacheKey({ generator: GENERATOR_VERSION, inputs: await source.inputs() });
  if (known?.key === key && (await sizeOf(file)) === known.size) return known;
  const extension = path.extname(storagePath);
  const { content, rendered } = await cached(options.cacheDir, key, extension, source.render);
  await writeAtomically(file, content);
  const sha256 = createHash('sha256').update(content).digest('hex');
  return { key, size: content.length, sha256, how: rendered ? 'rendered' : 'copied' };
}

/** Every generated file: the catalogue's, then the public media the content names. */
export function generatedFiles(content: ContentLookup, ffmpeg?: string): GeneratedFile[] {
  const catalogue = FILE_SPECS.map((spec) => ({
    storagePath: spec.storagePath,
    source: sourceOf(spec, content),
  }));
  return [...catalogue, ...publicMediaFiles(content, ffmpeg)];
}

/** The public files the content names (no database rows: /data/file/ serves them). */
export function publicMediaFiles(content: ContentLookup, ffmpeg?: string): GeneratedFile[] {
  return [...videoFiles(content, ffmpeg), ...whitepaperFiles(content)];
}

export async function generateFiles(options: GenerateFilesOptions): Promise<GenerateFilesReport> {
  const previous = await readManifest(options.filesDir);
  const next: BuiltFilesManifest = { version: GENERATOR_VERSION, files: {} };
  const files = generatedFiles(options.content, options.ffmpegPath);
  const report: GenerateFilesReport = { written: 0, rendered: 0, total: files.length };
  for (const [index, file] of files.entries()) {
    const started = Date.now();
    const ensured = await ensureFile(options, file, previous?.files[file.storagePath]).catch(
      (error: unknown) => {
        throw new FileGenerationError(file.storagePath, error);
      },
    );
    const { how, ...entry } = ensured;
    next.files[file.storagePath] = entry;
    if (!how) continue;
    report.written += 1;
    if (how === 'rendered') report.rendered += 1;
    const ms = Date.now() - started;
    options.onFile?.({
      storagePath: file.storagePath,
      how,
      ms,
      done: index + 1,
      total: files.length,
    });
  }
  if (JSON.stringify(next) !== JSON.stringify(previous)) {
    await writeAtomically(path.join(options.filesDir, BUILT_FILES_MANIFEST), JSON.stringify(next));
  }
  return report;
}
