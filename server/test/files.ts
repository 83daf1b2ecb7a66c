import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repoRoot } from '../src/config';
import { buildFromSet } from '../src/content/build-content';
import { contentSetOf, readContentFiles } from '../src/content/load-content';
import { parserVersion } from '../src/content/parser-version';
import { writePrebuiltParses } from '../src/content/prebuilt-parses';
import { contentLookup } from '../src/files/content-lookup';
import { filesBuildConfig } from '../src/files/generate/build-config';
import { GENERATOR_VERSION, generateFiles } from '../src/files/generate/generate-files';
import { writeAtomically } from '../src/files/write-atomically';

// The server serves generated files the build made; the tests make them once per process,
// as the build would, into one folder per checkout (identical for every test app of it; the
// writes are atomic and the bytes come from FILES_CACHE_DIR, so this only compares after
// the first run). Another checkout on the machine may hold other content: its own folder.

const checkout = createHash('sha1').update(repoRoot).digest('hex').slice(0, 8);
export const SHARED_FILES_DIR = path.join(tmpdir(), `dpu-server-test-files-${checkout}`);

/**
 * The parses of content/ as the build keeps them (content/prebuilt-parses.ts): every test app
 * imports content/ into its fresh database, and parsing it all again was about 0.8 s of CPU an
 * app start (CI runs these tests before the build, so there is no dist/parsed-content.v8). A
 * parse is used only for the very text and parser version it was made from; anything else is
 * parsed as before. Named by the sources' stamp and the parser version, so a run of other
 * sources (another branch, a change under way) never reads parses it cannot use; beside the
 * files' folder, not in it (the server serves that folder). Known once sharedFiles() is done.
 */
let parsedContent: string | undefined;

export function sharedParsedContent(): string {
  if (!parsedContent) throw new Error('sharedParsedContent() before sharedFiles() was done');
  return parsedContent;
}

/**
 * What the files are made from: the content, the product data and the code that parses and
 * renders. Parsing all of content/ to compare took every test process about a second; a
 * process whose sources have the stamp of the last complete fill uses the folder as it is.
 */
const CODE_SOURCES = ['packages/contracts/src', 'server/src/content', 'server/src/files'];

function sourcesStamp(contentDir: string): string {
  const hash = createHash('sha256').update(`${GENERATOR_VERSION}\0${contentDir}`);
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir).sort()) {
      const full = path.join(dir, name);
      const stat = statSync(full);
      if (stat.isDirectory()) walk(full);
      else hash.update(`${full}\0${stat.size}\0${stat.mtimeMs}\n`);
    }
  };
  for (const dir of [contentDir, ...CODE_SOURCES.map((p) => path.join(repoRoot, p))]) walk(dir);
  return hash.digest('hex');
}

const STAMP_FILE = path.join(SHARED_FILES_DIR, '.filled-from');

function readStamp(): string | undefined {
  try {
    return readFileSync(STAMP_FILE, 'utf8');
  } catch {
    return undefined;
  }
}

let ready: Promise<string> | undefined;

/**
 * SHARED_FILES_DIR, filled from content/ as `npm run build` fills FILES_DIR, and
 * SHARED_PARSED_CONTENT as the build's content check writes its parses.
 */
export function sharedFiles(): Promise<string> {
  ready ??= (async () => {
    const config = filesBuildConfig({ ...process.env, FILES_DIR: SHARED_FILES_DIR });
    const stamp = sourcesStamp(config.contentDir);
    const version = createHash('sha256').update(`${stamp}\0${parserVersion()}`).digest('hex');
    const parsedFile = `${SHARED_FILES_DIR}.parsed-${version.slice(0, 16)}.v8`;
    let read: ReturnType<typeof readContentFiles> | undefined;
    if (!existsSync(parsedFile)) {
      read = readContentFiles(config.contentDir);
      writePrebuiltParses(parsedFile, read.files);
    }
    parsedContent = parsedFile;
    if (readStamp() === stamp) return SHARED_FILES_DIR;
    read ??= readContentFiles(config.contentDir);
    const content = contentLookup(buildFromSet(contentSetOf(read)).index);
    await generateFiles({ ...config, content });
    await writeAtomically(STAMP_FILE, stamp);
    return SHARED_FILES_DIR;
  })();
  return ready;
}
