import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';

// Files every instance can read (docs/decisions.md 'Blob store'): résumés, media and support
// material live behind this one interface. Callers name a blob by a key and never see where
// its bytes are; the store computes size and SHA-256 itself while it writes. Implementations:
// PostgreSQL (postgres-store.ts, when DATABASE_URL is set) and the data folder
// (folder-store.ts, on the embedded database). An S3-compatible store is a third
// implementation of the same interface: keys are valid S3 object keys, list is a prefix
// listing, a range read is a ranged GET.

/** What the store knows of one blob. */
export interface BlobMeta {
  key: string;
  /** Bytes. */
  size: number;
  /** Hex SHA-256 of the bytes, computed by the store while writing. */
  sha256: string;
  contentType: string;
  /** ISO-8601. */
  createdAt: string;
}

/** Inclusive byte offsets, as in an HTTP Range header. */
export interface ByteRange {
  start: number;
  end: number;
}

/** A blob found by get(): its metadata and a way to read it, whole or a range. */
export interface StoredBlob extends BlobMeta {
  /**
   * The bytes of this very version, streamed (never held whole in memory). A blob replaced
   * after get() still reads as it was when get() found it.
   */
  stream(range?: ByteRange): Readable;
}

/** What put() reads: a stream, a generator, or pieces already in memory ([buffer]). */
export type BlobBody = AsyncIterable<Uint8Array> | Iterable<Uint8Array>;

export interface PutOptions {
  contentType: string;
  /** Refuse (BlobTooLargeError) at the first byte past this many; the store keeps nothing. */
  maxBytes?: number;
}

export interface ListOptions {
  /** Keys after this one (for paging); ascending key order. */
  after?: string;
  /** At most this many (default 1000). */
  limit?: number;
}

export interface BlobStore {
  /** 'postgres' | 'folder' (or a later 's3'), for logs and /api/health. */
  readonly kind: string;
  /**
   * Writes the body under key, replacing any blob of that key once the whole body is
   * stored (readers see the old blob or the new one, never a part).
   */
  put(key: string, body: BlobBody, options: PutOptions): Promise<BlobMeta>;
  get(key: string): Promise<StoredBlob | undefined>;
  stat(key: string): Promise<BlobMeta | undefined>;
  /** true when there was a blob to delete. */
  delete(key: string): Promise<boolean>;
  /** Blobs whose key starts with prefix, in ascending key order. */
  list(prefix: string, options?: ListOptions): Promise<BlobMeta[]>;
}

export class BlobTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`blob larger than ${maxBytes} bytes`);
    this.name = 'BlobTooLargeError';
  }
}

/** One to sixteen segments of letters, digits, '.', '_', '-', none starting with a dot. */
const KEY = /^[A-Za-z0-9][\w.-]{0,127}(?:\/[A-Za-z0-9][\w.-]{0,127}){0,15}$/;

/** Keys come from our code, never from a request; a bad one is a bug, so this throws. */
export function checkKey(key: string): string {
  if (!KEY.test(key) || key.length > 512) throw new Error(`invalid blob key: ${key}`);
  return key;
}

/** A prefix is a key's beginning: '' (everything), 'media/', 'media/12/v'. */
export function checkPrefix(prefix: string): string {
  if (prefix !== '' && !KEY.test(prefix.replace(/\/$/, ''))) {
    throw new Error(`invalid blob prefix: ${prefix}`);
  }
  return prefix;
}

export const DEFAULT_LIST_LIMIT = 1000;

/**
 * A file's bytes as a put() body, opened only when the store starts reading: a stream
 * opened earlier would emit its open error (a missing file) with no one listening yet.
 */
export async function* fileBody(file: string): AsyncGenerator<Uint8Array> {
  yield* createReadStream(file);
}
