import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BRAND_COLORS } from '@dpu/contracts';
import { CJK_FONT } from '../cjk-font';
import { ffmpegVersion, runFfmpeg } from './ffmpeg';

// Short real videos: a few titled slides (brand navy, a red rule, white Noto Sans SC text)
// drawn by ffmpeg from a colour source, encoded as VP9/WebM and H.264/MP4, plus a JPEG
// poster of the first slide. Static slides keep encoding to about a second on 2 cores.

export interface VideoSlide {
  /** Small red line above the heading (a category, a chapter). */
  kicker?: string;
  heading: string;
  lines: string[];
}

export type VideoFormat = 'webm' | 'mp4' | 'poster';

export const VIDEO_SIZE = { width: 960, height: 540 } as const;
export const SECONDS_PER_SLIDE = 4;
const FPS = 15;
/** Bump when the drawing or the encoder settings change. */
const RECIPE = 1;

const ENCODERS: Record<VideoFormat, string[]> = {
  // realtime + cpu-used 8: the fastest VP9 mode; quality is ample for still slides
  webm: [
    ...['-c:v', 'libvpx-vp9', '-deadline', 'realtime', '-cpu-used', '8', '-row-mt', '1'],
    ...['-b:v', '0', '-crf', '42', '-g', '60', '-pix_fmt', 'yuv420p', '-an', '-f', 'webm'],
  ],
  mp4: [
    ...['-c:v', 'libx264', '-preset', 'veryfast', '-tune', 'stillimage', '-crf', '26'],
    ...['-profile:v', 'main', '-pix_fmt', 'yuv420p', '-movflags', '+faststart', '-an'],
    ...['-f', 'mp4'],
  ],
  poster: ['-frames:v', '1', '-q:v', '3', '-f', 'image2', '-c:v', 'mjpeg'],
};

/** Width of a text run in pixels, roughly: CJK glyphs are square, Latin about half. */
function textWidth(text: string, fontSize: number): number {
  let width = 0;
  for (const char of text) width += char.charCodeAt(0) > 0x2e7f ? fontSize : fontSize * 0.56;
  return width;
}

const CLOSING = /[，。、：；！？）」』》”,.;:!?)]/;

/** Breaks text into lines that fit `maxWidth` (drawtext does not wrap). */
export function wrapText(text: string, fontSize: number, maxWidth: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const char of text) {
    // closing punctuation never starts a line
    if (textWidth(line + char, fontSize) > maxWidth && line && !CLOSING.test(char)) {
      // keep Latin words whole when the line has room to break before them
      const breakAt =
        /[A-Za-z0-9]$/.test(line) && /[A-Za-z0-9]/.test(char)
          ? line.search(/[A-Za-z0-9.\-/]+$/)
          : -1;
      if (breakAt > 0) {
        lines.push(line.slice(0, breakAt).trimEnd());
        line = line.slice(breakAt);
      } else {
        lines.push(line.trimEnd());
        line = '';
      }
    }
    line += char;
  }
  if (line.trim()) lines.push(line.trimEnd());
  return lines;
}

/** Escapes a value for an ffmpeg filter-graph option. */
function filterValue(value: string): string {
  return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "'\\''").replace(/:/g, '\\:')}'`;
}

const color = (hex: string) => `0x${hex.replace('#', '')}`;

interface TextBlock {
  file: string;
  text: string;
  size: number;
  y: number;
  bold: boolean;
  color: string;
  lineSpacing: number;
}

function slideBlocks(slide: VideoSlide, index: number): TextBlock[] {
  const margin = 72;
  const maxWidth = VIDEO_SIZE.width - margin * 2;
  const blocks: TextBlock[] = [];
  let y = 110;
  const add = (text: string, size: number, bold: boolean, tint: string, gapAfter: number) => {
    const lines = wrapText(text, size, maxWidth);
    const lineSpacing = Math.round(size * 0.45);
    blocks.push({
      file: `slide${index}-${blocks.length}.txt`,
      text: lines.join('\n'),
      size,
      y,
      bold,
      color: tint,
      lineSpacing,
    });
    y += lines.length * (size + lineSpacing) + gapAfter;
  };
  if (slide.kicker) add(slide.kicker, 22, false, BRAND_COLORS.red, 14);
  add(slide.heading, 40, true, BRAND_COLORS.white, 28);
  for (const line of slide.lines) add(line, 26, false, BRAND_COLORS.grey, 10);
  return blocks;
}

function filterGraph(slides: readonly VideoSlide[], dir: string): string {
  const filters = [
    `drawbox=x=72:y=72:w=96:h=6:color=${color(BRAND_COLORS.red)}:t=fill`,
    `drawbox=x=0:y=${VIDEO_SIZE.height - 8}:w=${VIDEO_SIZE.width}:h=8:color=${color(BRAND_COLORS.red)}:t=fill`,
  ];
  slides.forEach((slide, index) => {
    const from = index * SECONDS_PER_SLIDE;
    const enable = `between(t,${from},${from + SECONDS_PER_SLIDE - 0.001})`;
    for (const block of slideBlocks(slide, index)) {
      const font = block.bold ? CJK_FONT.bold : CJK_FONT.regular;
      filters.push(
        [
          `drawtext=fontfile=${filterValue(font)}`,
          `textfile=${filterValue(path.join(dir, block.file))}`,
          'expansion=none',
          `fontsize=${block.size}`,
          `fontcolor=${color(block.color)}`,
          `line_spacing=${block.lineSpacing}`,
          `x=72:y=${block.y}`,
          `enable=${filterValue(enable)}`,
        ].join(':'),
      );
    }
  });
  return filters.join(',');
}

/** Everything that decides a video's bytes, for the cache key. */
export async function videoInputs(
  slides: readonly VideoSlide[],
  format: VideoFormat,
  ffmpeg: string | undefined,
) {
  return {
    kind: 'video',
    recipe: RECIPE,
    format,
    slides,
    size: VIDEO_SIZE,
    fps: FPS,
    ffmpeg: await ffmpegVersion(ffmpeg),
    font: CJK_FONT.id,
    colors: BRAND_COLORS,
  };
}

export function videoDuration(slides: readonly VideoSlide[]): number {
  return slides.length * SECONDS_PER_SLIDE;
}

export async function renderVideo(
  slides: readonly VideoSlide[],
  format: VideoFormat,
  ffmpeg: string | undefined,
): Promise<Buffer> {
  if (slides.length === 0) throw new Error('a video needs at least one slide');
  const dir = await mkdtemp(path.join(tmpdir(), 'dpu-video-'));
  try {
    for (const [index, slide] of slides.entries()) {
      for (const block of slideBlocks(slide, index)) {
        await writeFile(path.join(dir, block.file), block.text);
      }
    }
    const seconds = format === 'poster' ? 1 : videoDuration(slides);
    const source = `color=c=${color(BRAND_COLORS.navy)}:s=${VIDEO_SIZE.width}x${VIDEO_SIZE.height}:r=${FPS}:d=${seconds}`;
    const output = path.join(dir, `out.${format === 'poster' ? 'jpg' : format}`);
    await runFfmpeg(
      [
        ...['-loglevel', 'error', '-y', '-f', 'lavfi', '-i', source],
        ...['-vf', filterGraph(slides, dir), '-threads', '2'],
        ...ENCODERS[format],
        output,
      ],
      ffmpeg,
    );
    return await readFile(output);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
