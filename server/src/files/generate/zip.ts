import { ZipFile } from 'yazl';
import { createHash } from 'node:crypto';

// Zip archives via yazl, with a fixed timestamp so the bytes are stable between runs.

export interface ZipEntry {
  name: string;
  content: Buffer | string;
  /** e.g. 0o100755 for scripts */
  mode?: number;
}

const MTIME = new Date('2025-01-01T00:00:00.000Z');

export function renderZip(entries: ZipEntry[]): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const zip = new ZipFile();
    for (const entry of entries) {
      const content = Buffer.isBuffer(entry.content) ? entry.content : Buffer.from(entry.content);
      zip.addBuffer(content, entry.name, { mtime: MTIME, mode: entry.mode ?? 0o100644 });
    }
    zip.end();
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on('error', reject);
  });
}

/** A SHA256SUMS file (sha256sum -c format) over the given entries. */
export function checksums(entries: ZipEntry[]): ZipEntry {
  const lines = entries.map((entry) => {
    const hash = createHash('sha256').update(entry.content).digest('hex');
    return `${hash}  ${entry.name}`;
  });
  return { name: 'SHA256SUMS', content: `${lines.join('\n')}\n` };
}
