import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { FILE_SPECS, type FileSpec } from './catalogue';
import type { FileRecord } from './files-repository';

// The generated files are build output (`npm run build`, or `npm run files -w server`):
// the build writes them under FILES_DIR with a manifest of what it wrote. The server only
// reads that manifest, checks the files are there, and records the catalogue's rows — it
// never renders a file, so it starts in a moment and needs no ffmpeg.

export const BUILT_FILES_MANIFEST = '.generated.json';

export interface BuiltFile {
  size: number;
  sha256: string;
  /** The hash of what the file was made from (generate/generate-files.ts). */
  key: string;
}

export interface BuiltFilesManifest {
  /** The generators' version when the files were made. */
  version: number;
  /** By path relative to FILES_DIR. */
  files: Record<string, BuiltFile>;
}

export class BuiltFilesMissingError extends Error {
  override name = 'BuiltFilesMissingError';
  constructor(filesDir: string, problem: string) {
    super(
      `The generated files are not ready in ${filesDir}: ${problem}. They are made at build ` +
        "time: run 'npm run build' (or 'npm run files -w server'), or set FILES_DIR to a " +
        'folder the build filled.',
    );
  }
}

export async function readBuiltFiles(filesDir: string): Promise<BuiltFilesManifest> {
  let text: string;
  try {
    text = await readFile(path.join(filesDir, BUILT_FILES_MANIFEST), 'utf8');
  } catch {
    throw new BuiltFilesMissingError(filesDir, `no ${BUILT_FILES_MANIFEST}`);
  }
  try {
    const manifest = JSON.parse(text) as BuiltFilesManifest;
    if (typeof manifest.files !== 'object' || manifest.files === null) throw new Error();
    return manifest;
  } catch {
    throw new BuiltFilesMissingError(filesDir, `${BUILT_FILES_MANIFEST} is not a manifest`);
  }
}

export function toRecord(spec: FileSpec, size: number, sha256: string): FileRecord {
  const { id, pdfKey, proId, kind, title, fileName, contentType, version } = spec;
  const { releaseDate, releaseNotes, storagePath } = spec;
  return {
    ...{ id, pdfKey, proId, kind, title, fileName, contentType, version },
    ...{ releaseDate, size, sha256, releaseNotes, storagePath },
  };
}

/**
 * The catalogue's rows, with the size and hash of the built files; fails naming what is
 * missing when a file of the manifest (or of the catalogue) is absent or of another size.
 */
export async function catalogueRecords(filesDir: string): Promise<FileRecord[]> {
  const { files } = await readBuiltFiles(filesDir);
  const unlisted = FILE_SPECS.filter((spec) => !files[spec.storagePath]);
  if (unlisted.length) {
    const names = unlisted.map((spec) => spec.storagePath).join(', ');
    throw new BuiltFilesMissingError(filesDir, `not built: ${names}`);
  }
  const wrong: string[] = [];
  await Promise.all(
    Object.entries(files).map(async ([storagePath, file]) => {
      const size = await stat(path.join(filesDir, storagePath)).then(
        (found) => found.size,
        () => undefined,
      );
      if (size !== file.size) wrong.push(storagePath);
    }),
  );
  if (wrong.length) {
    throw new BuiltFilesMissingError(filesDir, `missing or changed: ${wrong.sort().join(', ')}`);
  }
  return FILE_SPECS.map((spec) => {
    const file = files[spec.storagePath]!;
    return toRecord(spec, file.size, file.sha256);
  });
}
