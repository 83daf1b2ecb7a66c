import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The fixture content folder of the worked examples (docs/content-query.md part B §9). */
export const FIXTURE_CONTENT = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '__fixtures__',
  'content',
);

/**
 * A new temporary content folder holding `files` (a path in it → the file's text); `made`
 * collects it, for the test file to remove.
 */
export function contentDirOf(files: Record<string, string>, made: string[]): string {
  const root = mkdtempSync(path.join(tmpdir(), 'dpu-content-'));
  made.push(root);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}
