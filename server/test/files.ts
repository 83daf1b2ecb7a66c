import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repoRoot } from '../src/config';
import { buildContent } from '../src/content/build-content';
import { contentLookup } from '../src/files/content-lookup';
import { filesBuildConfig } from '../src/files/generate/build-config';
import { generateFiles } from '../src/files/generate/generate-files';

// The server serves generated files the build made; the tests make them once per process,
// as the build would, into one folder per checkout (identical for every test app of it; the
// writes are atomic and the bytes come from FILES_CACHE_DIR, so this only compares after
// the first run). Another checkout on the machine may hold other content: its own folder.

const checkout = createHash('sha1').update(repoRoot).digest('hex').slice(0, 8);
export const SHARED_FILES_DIR = path.join(tmpdir(), `dpu-server-test-files-${checkout}`);

let ready: Promise<string> | undefined;

/** SHARED_FILES_DIR, filled from content/ as `npm run build` fills FILES_DIR. */
export function sharedFiles(): Promise<string> {
  ready ??= (async () => {
    const config = filesBuildConfig({ ...process.env, FILES_DIR: SHARED_FILES_DIR });
    const content = contentLookup(buildContent(config.contentDir).index);
    await generateFiles({ ...config, content });
    return SHARED_FILES_DIR;
  })();
  return ready;
}
