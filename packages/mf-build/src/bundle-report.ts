import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export interface AssetSize {
  file: string;
  bytes: number;
  gzipBytes: number;
}

/** The browser's files: the Node build in server/ is never sent to a browser. */
function listFiles(dir: string, prefix = ''): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (!statSync(full).isDirectory()) return [`${prefix}${name}`];
    return prefix === '' && name === 'server' ? [] : listFiles(full, `${prefix}${name}/`);
  });
}

/** Raw and gzip size of every JS and CSS file in dist; written to dist/bundle-sizes.json. */
export function writeBundleReport(distDir: string): AssetSize[] {
  const sizes = listFiles(distDir)
    .filter((file) => /\.(js|css)$/.test(file))
    .map((file) => {
      const content = readFileSync(path.join(distDir, file));
      return { file, bytes: content.length, gzipBytes: gzipSync(content, { level: 9 }).length };
    })
    .sort((a, b) => b.bytes - a.bytes);
  writeFileSync(path.join(distDir, 'bundle-sizes.json'), JSON.stringify(sizes, null, 2));
  return sizes;
}

export function formatKb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}
