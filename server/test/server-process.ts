import path from 'node:path';
import { spawnServer, type ServerProcess } from '@dpu/test-utils/server-process';
import { SHARED_FILES_DIR, sharedFiles, sharedParsedContent } from './files';

// The real server as a child process: from source through tsx, or the built bundle. It
// serves the generated files the build makes: made here once, before any test starts one.
await sharedFiles();

export { waitForHealth, type ServerProcess } from '@dpu/test-utils/server-process';

export const SOURCE_ENTRY = path.resolve(import.meta.dirname, '../src/server.ts');
export const BUILT_ENTRY = path.resolve(import.meta.dirname, '../dist/server.js');

function randomPort(): number {
  return 18_000 + Math.floor(Math.random() * 2000);
}

export function startServer(
  dataDir: string,
  env: Record<string, string> = {},
  entry = SOURCE_ENTRY,
): ServerProcess {
  return spawnServer({
    entry,
    port: randomPort(),
    dataDir,
    // generated files are the same for every run; share them (test/app.ts)
    env: {
      FILES_DIR: SHARED_FILES_DIR,
      PARSED_CONTENT_FILE: sharedParsedContent(),
      LOG_LEVEL: 'info',
      ...env,
    },
  });
}
