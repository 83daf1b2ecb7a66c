import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';

// ffmpeg comes from the npm package @ffmpeg-installer/ffmpeg (a static build with libvpx,
// libx264 and freetype), so `npm install` is all a machine needs; FFMPEG_PATH (config.ts)
// overrides it: every function here takes that configured path, undefined when unset.

const require = createRequire(import.meta.url);

export class FfmpegError extends Error {
  override name = 'FfmpegError';
}

let resolved: string | undefined;

/** The ffmpeg binary: the configured one, else the one shipped by @ffmpeg-installer/ffmpeg. */
export function ffmpegPath(configured?: string): string {
  if (configured) return configured;
  if (resolved) return resolved;
  try {
    resolved = (require('@ffmpeg-installer/ffmpeg') as { path: string }).path;
    return resolved;
  } catch (error) {
    throw new FfmpegError(
      `No ffmpeg for this platform (${(error as Error).message}). Run 'npm install', or set FFMPEG_PATH to an ffmpeg built with libvpx, libx264 and libfreetype.`,
    );
  }
}

/** Runs ffmpeg; rejects with the tail of its log when it fails. */
export function runFfmpeg(args: readonly string[], configured?: string): Promise<string> {
  const binary = ffmpegPath(configured);
  return new Promise((resolve, reject) => {
    const child = spawn(binary, ['-hide_banner', '-nostdin', ...args], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const collect = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-8000);
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.on('error', (error) =>
      reject(
        new FfmpegError(
          `Cannot run ffmpeg at ${binary}: ${error.message}. Run 'npm install' or set FFMPEG_PATH.`,
        ),
      ),
    );
    child.on('close', (code) => {
      if (code === 0) resolve(output);
      else reject(new FfmpegError(`ffmpeg exited with ${code}:\n${output.slice(-2000)}`));
    });
  });
}

const versions = new Map<string, Promise<string>>();

/** ffmpeg's version line: part of every video's cache key, so a new binary re-encodes. */
export function ffmpegVersion(configured?: string): Promise<string> {
  const binary = ffmpegPath(configured);
  let version = versions.get(binary);
  if (!version) {
    version = runFfmpeg(['-version'], binary).then(
      (out) => out.split('\n')[0]?.trim() ?? 'unknown',
    );
    versions.set(binary, version);
  }
  return version;
}
