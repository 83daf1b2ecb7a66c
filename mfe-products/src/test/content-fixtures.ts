import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

// Tests read the real content files, so they check what visitors will see.
const CONTENT_DIR = path.resolve(__dirname, '../../../content');

export function readContent<T>(relativePath: string): T {
  return parse(readFileSync(path.join(CONTENT_DIR, relativePath), 'utf8')) as T;
}

export function listContent(dir: string): string[] {
  return readdirSync(path.join(CONTENT_DIR, dir)).filter((name) => name.endsWith('.yaml'));
}
