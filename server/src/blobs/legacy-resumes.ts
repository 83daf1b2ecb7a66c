import path from 'node:path';
import { resolveInside } from '../files/send-file';
import type { Repositories } from '../repositories';
import { fileBody, type BlobStore } from './blob-store';

// Older versions wrote résumés to DATA_DIR/uploads of the instance that took the
// application. At start each instance moves those it holds into the blob store (the row
// then names the blob), so staff on any instance can read them. Idempotent; a start with
// nothing left to move costs one query.

const BATCH = 100;

export interface LegacyLog {
  info: (details: object, message: string) => void;
  warn: (details: object, message: string) => void;
}

export async function importLegacyResumes(
  repos: Repositories,
  blobs: BlobStore,
  uploadsDir: string,
  log: LegacyLog,
): Promise<number> {
  let moved = 0;
  const missing = new Set<number>();
  for (;;) {
    const batch = (await repos.applications.onDisk(BATCH + missing.size)).filter(
      (row) => !missing.has(row.id),
    );
    if (batch.length === 0) break;
    for (const row of batch) {
      const file = resolveInside(uploadsDir, row.resumePath);
      const key = `resumes/legacy/${row.id}${path.extname(row.resumePath)}`;
      try {
        if (!file) throw new Error('outside the uploads folder');
        await blobs.put(key, fileBody(file), { contentType: row.resumeType });
        await repos.applications.moveResumeToBlob(row.id, key);
        moved++;
      } catch (error) {
        // on another instance's disk, or lost: that instance moves it, or it stays listed
        missing.add(row.id);
        log.warn({ application: row.id, reason: (error as Error).message }, 'résumé not moved');
      }
    }
  }
  if (moved) log.info({ moved }, 'résumés moved into the blob store');
  return moved;
}
