import { inflateRawSync } from 'node:zlib';
import { readPdf } from '@dpu/test-utils/pdf';

// Minimal readers for the generated files, so tests check their real content.

/** Entries of a zip (local headers, stored or deflated), name → bytes. */
export function readZip(zip: Buffer): Map<string, Buffer> {
  const entries = new Map<string, Buffer>();
  let offset = 0;
  while (offset + 30 <= zip.length && zip.readUInt32LE(offset) === 0x04034b50) {
    const flags = zip.readUInt16LE(offset + 6);
    const method = zip.readUInt16LE(offset + 8);
    const compressedSize = zip.readUInt32LE(offset + 18);
    const nameLength = zip.readUInt16LE(offset + 26);
    const extraLength = zip.readUInt16LE(offset + 28);
    const name = zip.toString('utf8', offset + 30, offset + 30 + nameLength);
    const start = offset + 30 + nameLength + extraLength;
    if (flags & 0x08) {
      // sizes follow the data (yazl streams entries): find the data descriptor
      let end = start;
      while (end + 4 <= zip.length && zip.readUInt32LE(end) !== 0x08074b50) end += 1;
      entries.set(name, inflate(zip.subarray(start, end), method));
      offset = end + 16;
    } else {
      entries.set(name, inflate(zip.subarray(start, start + compressedSize), method));
      offset = start + compressedSize;
    }
  }
  return entries;
}

function inflate(data: Buffer, method: number): Buffer {
  return method === 8 ? inflateRawSync(data) : Buffer.from(data);
}

/** The text a reader extracts from a generated PDF, line breaks removed. */
export function pdfText(pdf: Buffer): string {
  return readPdf(pdf).text.replace(/\n/g, '');
}
