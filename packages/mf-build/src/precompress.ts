import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|css|html|json|svg)$/;

/** Writes .br and .gz beside every text asset so the server sends them as they are. */
export function precompress(dir: string): number {
  let count = 0;
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) {
      count += precompress(full);
      continue;
    }
    if (!COMPRESSIBLE.test(name)) continue;
    const content = readFileSync(full);
    if (content.length < 1024) continue;
    writeFileSync(`${full}.gz`, gzipSync(content, { level: 9 }));
    writeFileSync(
      `${full}.br`,
      brotliCompressSync(content, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 10,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
    );
    count += 1;
  }
  return count;
}
