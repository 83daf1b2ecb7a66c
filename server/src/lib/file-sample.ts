import { open } from 'node:fs/promises';

// Uploads are recognised by their bytes (docs/api.md POST /jobs/apply, 'Media'), read from
// the temporary file without loading it whole.

/** Enough of a file to tell its type: its start, and its end (a zip lists its names there). */
export const SAMPLE_BYTES = 64 * 1024;

export async function sampleOf(file: string, size: number): Promise<Buffer> {
  const handle = await open(file, 'r');
  try {
    const read = async (position: number, length: number) => {
      const buffer = Buffer.alloc(length);
      const { bytesRead } = await handle.read(buffer, 0, length, position);
      return buffer.subarray(0, bytesRead);
    };
    if (size <= 2 * SAMPLE_BYTES) return await read(0, size);
    return Buffer.concat([
      await read(0, SAMPLE_BYTES),
      await read(size - SAMPLE_BYTES, SAMPLE_BYTES),
    ]);
  } finally {
    await handle.close();
  }
}
