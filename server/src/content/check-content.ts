import path from 'node:path';
import { loadConfig } from '../config';
import { buildFromSet, ContentInvalidError } from './build-content';
import { ContentLoadError, contentSetOf, readContentFiles } from './load-content';
import { writePrebuiltParses } from './prebuilt-parses';
import { complain, say } from '../lib/terminal';

// `npm run build -w server` (run by `turbo run build`): loads and validates content/ (or
// CONTENT_DIR) exactly as the server does at start, and fails with file and field. Valid
// content's parses are kept for the server's start (prebuilt-parses.ts).

const { contentDir: dir, parsedContentFile } = loadConfig();
say(`content: checking ${path.relative(process.cwd(), dir) || dir}`);
try {
  const started = performance.now();
  const read = readContentFiles(dir);
  const built = buildFromSet(contentSetOf(read), started);
  writePrebuiltParses(parsedContentFile, read.files);
  for (const warning of built.warnings) complain(`content: warning: ${warning}`);
  const files = new Set(built.index.origins.map((origin) => origin.file)).size;
  say(
    `content: ${built.index.documents.length} documents from ${files} files, ` +
      `${built.index.dirs.size} directories, indexed in ${built.ms} ms — OK`,
  );
} catch (error) {
  if (error instanceof ContentInvalidError) {
    complain(`content: ${error.problems.length} problem(s):`);
    for (const problem of error.problems) complain(`  ${problem}`);
  } else if (error instanceof ContentLoadError) {
    complain(`content: cannot read ${error.message}`);
  } else {
    throw error;
  }
  process.exitCode = 1;
}
