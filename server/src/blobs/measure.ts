import { createHash } from 'node:crypto';
import { BlobTooLargeError, type BlobBody } from './blob-store';

/** Size and SHA-256 of what passed through a measured() body, once it is consumed. */
export interface Measurement {
  size: number;
  sha256(): string;
}

/**
 * The body as it comes, piece by piece, hashed and counted on the way, refused at the
 * first piece past maxBytes: nothing is held beyond the piece being passed on.
 */
export function measured(
  body: BlobBody,
  maxBytes = Number.POSITIVE_INFINITY,
): { pieces: AsyncIterable<Buffer>; measurement: Measurement } {
  const hash = createHash('sha256');
  const measurement = { size: 0, sha256: () => hash.copy().digest('hex') };
  async function* pieces() {
    for await (const piece of body) {
      const buffer = Buffer.isBuffer(piece) ? piece : Buffer.from(piece);
      measurement.size += buffer.length;
      if (measurement.size > maxBytes) throw new BlobTooLargeError(maxBytes);
      hash.update(buffer);
      yield buffer;
    }
  }
  return { pieces: pieces(), measurement };
}

/** Pieces regrouped into chunks of exactly chunkBytes (the last one shorter). */
export async function* rechunked(
  pieces: AsyncIterable<Buffer>,
  chunkBytes: number,
): AsyncGenerator<Buffer> {
  let held: Buffer[] = [];
  let heldBytes = 0;
  for await (const piece of pieces) {
    held.push(piece);
    heldBytes += piece.length;
    while (heldBytes >= chunkBytes) {
      const joined = held.length === 1 ? held[0]! : Buffer.concat(held, heldBytes);
      yield joined.subarray(0, chunkBytes);
      const rest = joined.subarray(chunkBytes);
      held = rest.length ? [rest] : [];
      heldBytes = rest.length;
    }
  }
  if (heldBytes > 0) yield Buffer.concat(held, heldBytes);
}
