import path from 'node:path';
import { contentDirOf, filesDirOf, repoRoot } from '../../config';
import { executableFile } from '../../lib/env-values';

// The settings of the file generation (a build step, scripts/files.ts): the same CONTENT_DIR
// and FILES_DIR the server reads, plus what only the build needs.

export interface FilesBuildConfig {
  contentDir: string;
  filesDir: string;
  /** Generated files by a hash of their inputs, shared by every folder on a machine. */
  cacheDir: string;
  /** The ffmpeg that makes the videos; absent → the binary of @ffmpeg-installer/ffmpeg. */
  ffmpegPath: string | undefined;
}

export function filesBuildConfig(env: NodeJS.ProcessEnv = process.env): FilesBuildConfig {
  return {
    contentDir: contentDirOf(env),
    filesDir: filesDirOf(env),
    cacheDir: path.resolve(repoRoot, env.FILES_CACHE_DIR ?? 'var/cache/files'),
    ffmpegPath: executableFile(env.FFMPEG_PATH, 'FFMPEG_PATH'),
  };
}
