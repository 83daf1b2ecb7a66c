import path from 'node:path';
import { buildContent } from '../../content/build-content';
import { complain, say } from '../../lib/terminal';
import { contentLookup } from '../content-lookup';
import { filesBuildConfig } from './build-config';
import { FfmpegError } from './ffmpeg';
import { FileGenerationError, generateFiles, type FileProgress } from './generate-files';

// `npm run files -w server` (part of `npm run build -w server`, so of `npm run build` and
// `npm start`): makes the downloadable files and videos from the content into FILES_DIR,
// one line per file it has to write. What the cache (FILES_CACHE_DIR) holds is copied; a
// folder that is up to date is only compared. The server serves what this wrote.

function relative(dir: string): string {
  const shown = path.relative(process.cwd(), dir);
  return shown.startsWith('..') ? dir : shown || '.';
}
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function progressLine({ storagePath, how, ms, done, total }: FileProgress): string {
  const count = `[${String(done).padStart(String(total).length)}/${total}]`;
  const detail = how === 'rendered' ? `rendered in ${seconds(ms)}` : 'copied from the cache';
  return `files: ${count} ${storagePath} — ${detail}`;
}

async function main(): Promise<number> {
  const started = Date.now();
  const config = filesBuildConfig();
  say(`files: generating into ${relative(config.filesDir)} (cache ${relative(config.cacheDir)})`);
  const content = contentLookup(buildContent(config.contentDir).index);
  try {
    const report = await generateFiles({
      ...config,
      content,
      onFile: (progress) => say(progressLine(progress)),
    });
    const copied = report.written - report.rendered;
    const unchanged = report.total - report.written;
    say(
      `files: ${report.total} files ready in ${seconds(Date.now() - started)} ` +
        `(${report.rendered} rendered, ${copied} copied, ${unchanged} unchanged)`,
    );
    return 0;
  } catch (error) {
    if (!(error instanceof FileGenerationError)) throw error;
    complain(`files: ${error.message}`);
    if (error.reason instanceof FfmpegError) {
      complain("files: the videos need ffmpeg: run 'npm install', or set FFMPEG_PATH.");
    }
    return 1;
  }
}

process.exitCode = await main();
