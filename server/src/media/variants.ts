import { MEDIA_WIDTHS, type MediaFormat, type MediaWidth } from '@dpu/contracts';
import type { BlobStore, StoredBlob } from '../blobs/blob-store';
import { resized } from './images';
import type { MediaRow } from './media-repository';

// Responsive sizes are made on first request and kept in the blob store, so every instance
// serves the size any one of them made, and nothing lives only on one disk. A size belongs
// to a version (media/<id>/v<version>/w<width>.<format>): a replaced image gets new sizes,
// and the old ones are removed with it. One process makes one size at a time (the CPU
// serves pages too) and one request makes a given size while others wait for it.

export const FORMAT_TYPES: Record<MediaFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
};

export function variantKey(id: number, version: number, width: number, format: MediaFormat) {
  return `media/${id}/v${version}/w${width}.${format}`;
}

/** 'w640.webp' → its width and format; undefined for a size the library does not make. */
export function parseVariant(name: string): { width: MediaWidth; format: MediaFormat } | undefined {
  const match = /^w(\d+)\.(avif|webp)$/.exec(name);
  const width = Number(match?.[1]) as MediaWidth;
  if (!match || !MEDIA_WIDTHS.includes(width)) return undefined;
  return { width, format: match[2] as MediaFormat };
}

export function variantMaker(blobs: BlobStore) {
  const making = new Map<string, Promise<StoredBlob | undefined>>();
  let queue: Promise<unknown> = Promise.resolve();
  const oneAtATime = <T>(work: () => Promise<T>): Promise<T> => {
    const next = queue.then(work, work);
    queue = next.catch(() => undefined);
    return next;
  };

  const make = async (media: MediaRow, width: MediaWidth, format: MediaFormat, key: string) => {
    const original = await blobs.get(media.blobKey);
    if (!original) return undefined;
    const body = await resized(() => original.stream(), media, width, format);
    await blobs.put(key, body, { contentType: FORMAT_TYPES[format] });
    return blobs.get(key);
  };

  return {
    /** The size, made now if no instance made it before; undefined without an original. */
    async variant(
      media: MediaRow,
      width: MediaWidth,
      format: MediaFormat,
    ): Promise<StoredBlob | undefined> {
      const key = variantKey(media.id, media.version, width, format);
      const stored = await blobs.get(key);
      if (stored) return stored;
      let pending = making.get(key);
      if (!pending) {
        pending = oneAtATime(() => make(media, width, format, key));
        making.set(key, pending);
        void pending.finally(() => making.delete(key)).catch(() => undefined);
      }
      return pending;
    },
  };
}

export type VariantMaker = ReturnType<typeof variantMaker>;
