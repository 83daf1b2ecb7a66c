import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Writes through a temporary file beside the target, then renames it: a reader (the file
 * server, a content import, a second process) sees the old file or the new one, never half.
 */
export async function writeAtomically(file: string, content: Buffer | string): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  await writeFile(temp, content);
  await rename(temp, file);
}
