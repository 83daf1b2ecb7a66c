import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Repositories } from '../repositories';
import { FILE_SPECS, type FileSpec } from './catalogue';
import type { FileRecord } from './files-repository';

// Generates the catalogue's files under FILES_DIR and records them in the files table.
// A manifest remembers what was made, so a second start only checks sizes. Writes go to
// a temporary name first, so concurrent starts never see half a file.

/** Bump when a generator's output changes, so existing folders regenerate. */
export const GENERATOR_VERSION = 3;
const MANIFEST = '.generated.json';

interface Manifest {
  version: number;
  files: Record<string, { size: number; sha256: string }>;
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

async function ensureFile(
  filesDir: string,
  spec: FileSpec,
  known: Manifest['files'][string] | undefined,
): Promise<{ size: number; sha256: string; generated: boolean }> {
  const file = path.join(filesDir, spec.storagePath);
  if (known && (await sizeOf(file)) === known.size) return { ...known, generated: false };
  const content = await spec.generate();
  await writeAtomically(file, content);
  return {
    size: content.length,
    sha256: createHash('sha256').update(content).digest('hex'),
    generated: true,
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

/** Returns how many files were generated (0 on a warm start). */
export async function seedFiles(repos: Repositories, filesDir: string): Promise<number> {
  const manifest = await readManifest(filesDir);
  const next: Manifest = { version: GENERATOR_VERSION, files: {} };
  let generated = 0;
  for (const spec of FILE_SPECS) {
    const result = await ensureFile(filesDir, spec, manifest?.files[spec.storagePath]);
    if (result.generated) generated += 1;
    next.files[spec.storagePath] = { size: result.size, sha256: result.sha256 };
    await repos.files.upsert(toRecord(spec, result.size, result.sha256));
  }
  if (generated > 0) await writeAtomically(path.join(filesDir, MANIFEST), JSON.stringify(next));
  return generated;
}
