import type { Database } from '../db/database';
import type { BlobStore } from './blob-store';
import { folderBlobStore } from './folder-store';
import { postgresBlobStore } from './postgres-store';

/**
 * The store that every instance of this deployment shares: PostgreSQL's when the site runs
 * on PostgreSQL (N instances), the data folder on the embedded database (one process).
 */
export function openBlobStore(db: Database, blobDir: string): BlobStore {
  return db.kind === 'postgres' ? postgresBlobStore(db) : folderBlobStore(blobDir);
}
