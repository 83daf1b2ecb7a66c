import type { Readable } from 'node:stream';
import type { default as SharpFactory, Sharp } from 'sharp';
import type { MediaFormat } from '@dpu/contracts';

// Image work through sharp (libvips; docs/decisions.md 'Media library'): checking an
// upload decodes, and making a responsive size. libvips' operation cache is off: each size
// is made once and then stored, so a cache would only hold memory. sharp (libvips) is loaded
// with the first image, not at the server's start.
let loading: Promise<typeof SharpFactory> | undefined;
const loadSharp = (): Promise<typeof SharpFactory> =>
  (loading ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    return sharp;
  }));

/** Beyond this an image is refused: decoding it would take too much memory. */
export const MAX_PIXELS = 40_000_000;
export const TOO_MANY_PIXELS = '图片像素过多（最多 4000 万像素）';
export const UNREADABLE = '图片已损坏或无法识别';

export class ImageRefusedError extends Error {
  constructor(readonly userMessage: string) {
    super(userMessage);
    this.name = 'ImageRefusedError';
  }
}

export interface ImageSize {
  width: number;
  height: number;
}

const INPUT = { limitInputPixels: MAX_PIXELS, failOn: 'truncated' } as const;

/**
 * The displayed size of an image (EXIF rotation applied), after decoding it once at a small
 * size (JPEG shrinks on load): a truncated or corrupt file is refused here, not later.
 */
export async function checkedImageSize(input: string | Buffer): Promise<ImageSize> {
  const sharp = await loadSharp();
  try {
    const image = sharp(input, { ...INPUT, autoOrient: true });
    const { autoOrient } = await image.metadata();
    await image.resize(64).toBuffer();
    return { width: autoOrient.width, height: autoOrient.height };
  } catch (error) {
    const message = (error as Error).message;
    throw new ImageRefusedError(/pixel limit/i.test(message) ? TOO_MANY_PIXELS : UNREADABLE);
  }
}

const ENCODE: Record<MediaFormat, (image: Sharp) => Sharp> = {
  // effort 2: close to effort 4's size at a fraction of its CPU on a small machine
  avif: (image) => image.avif({ quality: 50, effort: 2 }),
  webp: (image) => image.webp({ quality: 78 }),
};

/**
 * One responsive size: the original streamed in, the encoded size streamed out. Never
 * enlarged; rotated as its EXIF says; metadata (camera, place) is not copied. The original
 * is opened once sharp is loaded, so its errors always have the encoder to go to.
 */
export async function resized(
  open: () => Readable,
  source: { contentType: string; width: number },
  width: number,
  format: MediaFormat,
): Promise<Readable> {
  const sharp = await loadSharp();
  // an SVG is drawn at the density that gives the wanted width, so it stays sharp
  const density =
    source.contentType === 'image/svg+xml'
      ? Math.min(Math.max((72 * width) / Math.max(source.width, 1), 1), 2400)
      : undefined;
  const image = sharp({ ...INPUT, autoOrient: true, ...(density ? { density } : {}) }).resize({
    width,
    withoutEnlargement: true,
  });
  const encoded = ENCODE[format](image);
  const original = open();
  original.on('error', (error) => encoded.destroy(error));
  return original.pipe(encoded);
}
