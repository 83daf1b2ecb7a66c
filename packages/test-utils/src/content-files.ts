import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import type { FakeDoc } from './content-engine';

// Tests read the real content files, so they check what visitors will see.
const CONTENT_DIR = path.resolve(__dirname, '../../../content');

/** One YAML file of content/, e.g. readContent('products/conflux2200E.yaml'). */
export function readContent<T>(relativePath: string): T {
  return parse(readFileSync(path.join(CONTENT_DIR, relativePath), 'utf8')) as T;
}

/** The YAML file names of a content folder, e.g. listContent('products'). */
export function listContent(dir: string): string[] {
  return readdirSync(path.join(CONTENT_DIR, dir)).filter((name) => name.endsWith('.yaml'));
}

/** A content file as the fake content API's document: readContentDoc('/support/home'). */
export function readContentDoc(contentPath: string): FakeDoc {
  return { ...readContent<object>(`${contentPath.slice(1)}.yaml`), path: contentPath };
}

/** Every document of a content folder, e.g. contentDocs('/videos'). */
export function contentDocs(dir: string): FakeDoc[] {
  return listContent(dir.slice(1)).map((file) =>
    readContentDoc(`${dir}/${file.replace(/\.yaml$/, '')}`),
  );
}
