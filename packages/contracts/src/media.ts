// The media library (docs/api.md 'Media'): what pages and the studio need to show an image
// from its id — the URLs of its responsive sizes, as srcset strings for <picture>/<img>.
// A document refers to an image as `media:<id>` (Markdown `![alt](media:12)`, or a front
// matter field `image: media:12`); the server finds where an image is used by that form.

/** Widths the server makes (never wider than the original). */
export const MEDIA_WIDTHS = [320, 640, 960, 1280, 1920] as const;
export type MediaWidth = (typeof MEDIA_WIDTHS)[number];
/** Derived formats, best first: a <picture> offers AVIF, then WebP. */
export const MEDIA_FORMATS = ['avif', 'webp'] as const;
export type MediaFormat = (typeof MEDIA_FORMATS)[number];

export const MEDIA_MAX_BYTES = 10 * 1024 * 1024;
export const MEDIA_ALT_MAX = 200;
/** What the library accepts, recognised by content (never by name or declared type). */
export const MEDIA_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/svg+xml'] as const;

export interface MediaRefOptions {
  /** The version the page knows: its URLs can then be cached for good. */
  version?: number;
  /** The original's width: no candidate wider than it. */
  width?: number;
}

const base = (id: number) => `/api/media/${id}`;
const query = (version?: number) => (version ? `?v=${version}` : '');

/** One derived size, or the original (a sanitised SVG stays vector). */
export function mediaUrl(
  id: number,
  variant: { width: MediaWidth; format: MediaFormat } | 'original',
  version?: number,
): string {
  const name = variant === 'original' ? 'original' : `w${variant.width}.${variant.format}`;
  return `${base(id)}/${name}${query(version)}`;
}

/**
 * Widths worth offering for an original of this width: those below it, and the first one
 * at or above it (the server never enlarges, so that one is the original's own size).
 */
export function mediaWidths(originalWidth?: number): MediaWidth[] {
  if (!originalWidth) return [...MEDIA_WIDTHS];
  const below = MEDIA_WIDTHS.filter((width) => width < originalWidth);
  const cover = MEDIA_WIDTHS.find((width) => width >= originalWidth);
  return cover ? [...below, cover] : below;
}

/** '…/w320.avif 320w, …' for one format: the srcset attribute, true widths as descriptors. */
export function mediaSrcSet(id: number, format: MediaFormat, options: MediaRefOptions = {}) {
  return mediaWidths(options.width)
    .map((width) => {
      const real = options.width ? Math.min(width, options.width) : width;
      return `${mediaUrl(id, { width, format }, options.version)} ${real}w`;
    })
    .join(', ');
}

export interface MediaPicture {
  /** <source type srcSet> in order (AVIF, then WebP). */
  sources: { type: `image/${MediaFormat}`; srcSet: string }[];
  /** The <img> fallback: a middle WebP size. */
  src: string;
}

/** Everything a <picture> needs for one image; add `sizes` and the alt text. */
export function mediaPicture(id: number, options: MediaRefOptions = {}): MediaPicture {
  const widths = mediaWidths(options.width);
  const fallback = widths.find((width) => width >= 960) ?? widths.at(-1)!;
  return {
    sources: MEDIA_FORMATS.map((format) => ({
      type: `image/${format}` as const,
      srcSet: mediaSrcSet(id, format, options),
    })),
    src: mediaUrl(id, { width: fallback, format: 'webp' }, options.version),
  };
}

const REFERENCE = /\bmedia:(\d{1,15})\b|\/api\/media\/(\d{1,15})\//g;

/** The ids a text refers to, as `media:<id>` or a media URL, each once, in order. */
export function referencedMediaIds(text: string): number[] {
  const ids = new Set<number>();
  for (const match of text.matchAll(REFERENCE)) ids.add(Number(match[1] ?? match[2]));
  return [...ids];
}

/** 'media:12' → 12; anything else → undefined. */
export function mediaIdOf(reference: string): number | undefined {
  const match = /^media:(\d{1,15})$/.exec(reference.trim());
  return match ? Number(match[1]) : undefined;
}
