import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { FileRecord } from '../files/files-repository';
import { safeFileName } from '../jobs/resume';
import type { Repositories } from '../repositories';
import type { BlobBody, BlobStore } from './blob-store';

// Support material that staff publish (a driver, firmware, SDK or document version) is
// stored here: its bytes in the blob store, a files row with the SHA-256 and size the store
// computed. The row is then downloaded like every catalogued file — /api/file/download/{id},
// public or gated by the product grant (files/file-access.ts) — from any instance.

export interface MaterialFileInput {
  /** The product whose holders may download it; null: public. */
  proId: string | null;
  /** 'driver' | 'firmware' | 'sdk' | 'document' … as the publishing use case names it. */
  kind: string;
  title: string;
  /** As uploaded; cleaned before anyone sees it. */
  fileName: string;
  /**
   * The extension of the type found from the bytes; null for a type the server does not
   * know (a firmware image, an installer), which keeps the sender's extension, cleaned.
   */
  extension: string | null;
  /** Found from the bytes by the caller (never the name or the client's word). */
  contentType: string;
  version: string;
  /** YYYY-MM-DD */
  releaseDate: string;
  releaseNotes: string;
  /** The bytes, streamed (e.g. fileBody(upload.path)). */
  body: BlobBody;
  maxBytes?: number;
}

/** Stores the bytes, then the row; a failed row leaves no blob behind. */
export async function storeMaterialFile(
  repos: Pick<Repositories, 'files'>,
  blobs: BlobStore,
  input: MaterialFileInput,
): Promise<FileRecord> {
  // the detected type's, never the sender's: a gzip named '/' or '.gz' is still 'file.gz'
  const extension =
    input.extension ?? (path.extname(input.fileName).slice(1).toLowerCase() || 'bin');
  const key = `materials/${input.proId ?? 'public'}/${randomUUID()}`;
  const blob = await blobs.put(key, input.body, {
    contentType: input.contentType,
    ...(input.maxBytes ? { maxBytes: input.maxBytes } : {}),
  });
  try {
    return await repos.files.insertStored({
      pdfKey: null,
      proId: input.proId,
      kind: input.kind,
      title: input.title,
      fileName: safeFileName(input.fileName, extension),
      contentType: input.contentType,
      version: input.version,
      releaseDate: input.releaseDate,
      size: blob.size,
      sha256: blob.sha256,
      releaseNotes: input.releaseNotes,
      blobKey: key,
    });
  } catch (error) {
    await blobs.delete(key).catch(() => undefined);
    throw error;
  }
}
