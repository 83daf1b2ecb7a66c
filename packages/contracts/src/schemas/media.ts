import { Type, type Static } from 'typebox';
import { MEDIA_ALT_MAX } from '../media';
import { PageQuery } from './envelope';
import { Nullable } from './fields';

// docs/api.md 'Media': the staff media library (/admin/media) and the public image URLs
// (/media/{id}/{variant}).

/** An uploaded file as the server sees it (already in a temporary file). */
export const Upload = Type.Object(
  {
    filename: Type.String({ maxLength: 1000 }),
    mimetype: Type.String({ maxLength: 200 }),
    path: Type.String(),
    size: Type.Integer({ minimum: 0 }),
  },
  { required: ['filename', 'mimetype', 'path', 'size'] },
);

/**
 * multipart {file, alt}. Both are optional here so that the use case can name every
 * missing or bad field at once (the answer's `fields`), not only the first.
 */
export const MediaUploadRequest = Type.Object({
  file: Type.Optional(Upload),
  alt: Type.Optional(Type.String({ maxLength: MEDIA_ALT_MAX * 4 })),
});
export type MediaUploadRequest = Static<typeof MediaUploadRequest>;

export const MediaAltBody = Type.Object({
  alt: Type.String({ maxLength: MEDIA_ALT_MAX * 4 }),
});
export type MediaAltBody = Static<typeof MediaAltBody>;

export const MediaQuery = Type.Object({
  ...PageQuery.properties,
  /** Part of the alt text or the file name. */
  q: Type.Optional(Type.String({ maxLength: 100 })),
});
export type MediaQuery = Static<typeof MediaQuery>;

export const MediaItem = Type.Object({
  id: Type.Integer(),
  alt: Type.String(),
  version: Type.Integer(),
  fileName: Type.String(),
  /** Of the original: image/jpeg, image/png, image/webp or image/svg+xml. */
  contentType: Type.String(),
  size: Type.Integer(),
  sha256: Type.String(),
  width: Type.Integer(),
  height: Type.Integer(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
  /** The original, this version (e.g. /api/media/12/original?v=3). */
  url: Type.String(),
});
export type MediaItem = Static<typeof MediaItem>;

export const MediaVersion = Type.Object({
  version: Type.Integer(),
  fileName: Type.String(),
  contentType: Type.String(),
  size: Type.Integer(),
  width: Type.Integer(),
  height: Type.Integer(),
  createdAt: Type.String(),
  createdBy: Nullable(Type.String()),
});
export type MediaVersion = Static<typeof MediaVersion>;

/** A content document that refers to the image. */
export const MediaUse = Type.Object({
  path: Type.String(),
  title: Type.String(),
});
export type MediaUse = Static<typeof MediaUse>;

export const MediaDetail = Type.Object({
  ...MediaItem.properties,
  versions: Type.Array(MediaVersion),
  usedBy: Type.Array(MediaUse),
});
export type MediaDetail = Static<typeof MediaDetail>;

export const MediaVariantParams = Type.Object({
  id: Type.String({ minLength: 1, maxLength: 12, pattern: '^[0-9]+$' }),
  /** 'original' or w<width>.<avif|webp> */
  variant: Type.String({ maxLength: 20, pattern: '^(original|w[0-9]{3,4}\\.(avif|webp))$' }),
});

export const MediaVariantQuery = Type.Object({
  v: Type.Optional(Type.String({ maxLength: 12, pattern: '^[0-9]+$' })),
});
