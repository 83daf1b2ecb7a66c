import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { MEDIA_ALT_MAX, MEDIA_MAX_BYTES, mediaUrl, type MediaItem } from '@dpu/contracts';
import type { MediaQuery } from '@dpu/contracts/schemas';
import { pageOf } from '../admin/paging';
import { fileBody, type BlobBody, type BlobStore } from '../blobs/blob-store';
import { safeFileName } from '../jobs/resume';
import { badFields, conflict, notFound } from '../lib/app-error';
import { sampleOf } from '../lib/file-sample';
import type { UploadedFile } from '../plugins/external/multipart';
import type { UseCaseDeps } from '../use-case-deps';
import { detectImageType, type ImageType } from './detect-image';
import { checkedImageSize, ImageRefusedError, type ImageSize } from './images';
import type { MediaFile, MediaRow } from './media-repository';
import { sanitiseSvg, SvgRefusedError } from './sanitise-svg';
import type { MediaUsageSource } from './usage';

// The media library's use cases (docs/api.md 'Media'). An upload is checked field by field
// (the answer names each bad one), its original goes into the blob store — an SVG only as
// rebuilt by sanitiseSvg — and the row records what the server measured, never what the
// client said. Replacing keeps the id and adds a version.

export const MESSAGES = {
  noFile: '请选择要上传的图片',
  notImage: '只能上传 JPEG、PNG、WebP 或 SVG 图片',
  noAlt: '请填写图片的替代文字（alt），供读屏软件和图片无法显示时使用',
  longAlt: `替代文字不能超过 ${MEDIA_ALT_MAX} 个字符`,
  tooLarge: `图片不能超过 ${MEDIA_MAX_BYTES / 1024 / 1024} MB`,
  missing: '图片不存在',
} as const;

export interface MediaUpload {
  file?: UploadedFile;
  alt?: string;
}

/** The alt text as stored, or the message for the field. */
function checkAlt(alt: string | undefined, required: boolean): string | { message: string } {
  const text = (alt ?? '').trim();
  // a replace may leave it out (or blank): the image keeps its alt text
  if (!text) return required ? { message: MESSAGES.noAlt } : '';
  if ([...text].length > MEDIA_ALT_MAX) return { message: MESSAGES.longAlt };
  return text;
}

async function checkFile(file: UploadedFile | undefined): Promise<ImageType | { message: string }> {
  if (!file || file.size === 0) return { message: MESSAGES.noFile };
  if (file.size > MEDIA_MAX_BYTES) return { message: MESSAGES.tooLarge };
  return detectImageType(await sampleOf(file.path, file.size)) ?? { message: MESSAGES.notImage };
}

/** The checked upload, or every bad field at once. */
async function checkUpload(upload: MediaUpload, altRequired: boolean) {
  const fields: Record<string, string> = {};
  const type = await checkFile(upload.file);
  if ('message' in type) fields.file = type.message;
  const alt = checkAlt(upload.alt, altRequired);
  if (typeof alt !== 'string') fields.alt = alt.message;
  if ('message' in type || typeof alt !== 'string') throw badFields(fields);
  return { type, alt, file: upload.file! };
}

/** Stores the original (an SVG rebuilt from its allowed parts) under a fresh key. */
async function storeOriginal(
  blobs: BlobStore,
  id: number,
  file: UploadedFile,
  type: ImageType,
): Promise<MediaFile> {
  let size: ImageSize;
  let body: BlobBody;
  try {
    if (type.contentType === 'image/svg+xml') {
      // an SVG is text of at most 10 MB: it is rebuilt whole
      const clean = Buffer.from(sanitiseSvg(await readFile(file.path, 'utf8')));
      size = await checkedImageSize(clean);
      body = [clean];
    } else {
      size = await checkedImageSize(file.path);
      body = fileBody(file.path);
    }
  } catch (error) {
    if (error instanceof SvgRefusedError || error instanceof ImageRefusedError) {
      throw badFields({ file: error.userMessage });
    }
    throw error;
  }
  const blobKey = `media/${id}/originals/${randomUUID()}.${type.extension}`;
  const blob = await blobs.put(blobKey, body, { contentType: type.contentType });
  return {
    blobKey,
    fileName: safeFileName(file.filename, type.extension),
    contentType: type.contentType,
    size: blob.size,
    sha256: blob.sha256,
    ...size,
  };
}

async function deleteSizesBefore(blobs: BlobStore, id: number, version: number) {
  for (const blob of await blobs.list(`media/${id}/v`)) {
    const made = Number(/^media\/\d+\/v(\d+)\//.exec(blob.key)?.[1]);
    if (made < version) await blobs.delete(blob.key).catch(() => undefined);
  }
}

/** The row as the API shows it. */
export function mediaItem({ blobKey: _key, ...row }: MediaRow): MediaItem {
  return { ...row, url: mediaUrl(row.id, 'original', row.version) };
}

export async function uploadMedia(deps: UseCaseDeps, upload: MediaUpload, userId: number) {
  const { type, alt, file } = await checkUpload(upload, true);
  const id = await deps.repos.media.nextId();
  const stored = await storeOriginal(deps.blobs, id, file, type);
  return mediaItem(await deps.repos.media.insert(id, alt, stored, userId));
}

/** A new version of the same image (same id); the alt text changes only when sent. */
export async function replaceMedia(
  deps: UseCaseDeps,
  id: number,
  upload: MediaUpload,
  userId: number,
) {
  if (!(await deps.repos.media.byId(id))) throw notFound(MESSAGES.missing);
  const { type, alt, file } = await checkUpload(upload, false);
  const stored = await storeOriginal(deps.blobs, id, file, type);
  const row = await deps.repos.media.addVersion(id, alt || undefined, stored, userId);
  if (!row) {
    await deps.blobs.delete(stored.blobKey);
    throw notFound(MESSAGES.missing);
  }
  // sizes belong to a version and only the current one is served: the older ones go
  // (the originals stay, as the image's history)
  await deleteSizesBefore(deps.blobs, id, row.version);
  return mediaItem(row);
}

/** Newest first; q finds part of the alt text or the file name. */
export async function mediaPage(deps: UseCaseDeps, query: MediaQuery) {
  const q = query.q?.trim() || undefined;
  return pageOf(query, async (window) => {
    const { items, total } = await deps.repos.media.page(q, window);
    return { items: items.map(mediaItem), total };
  });
}

export async function setMediaAlt(deps: UseCaseDeps, id: number, alt: string) {
  const checked = checkAlt(alt, true);
  if (typeof checked !== 'string') throw badFields({ alt: checked.message });
  const row = await deps.repos.media.setAlt(id, checked);
  if (!row) throw notFound(MESSAGES.missing);
  return mediaItem(row);
}

export async function mediaDetail(deps: UseCaseDeps, id: number, usesOf: MediaUsageSource) {
  const row = await deps.repos.media.byId(id);
  if (!row) throw notFound(MESSAGES.missing);
  const versions = await deps.repos.media.versions(id);
  return {
    ...mediaItem(row),
    versions: versions.map(({ blobKey: _key, ...version }) => version),
    usedBy: await usesOf(id),
  };
}

/** Refused while any document uses it; then every version and size goes with it. */
export async function deleteMedia(deps: UseCaseDeps, id: number, usesOf: MediaUsageSource) {
  if (!(await deps.repos.media.byId(id))) throw notFound(MESSAGES.missing);
  const uses = await usesOf(id);
  if (uses.length > 0) {
    const titles = uses.slice(0, 3).map((use) => `《${use.title}》`);
    const more = uses.length > 3 ? ` 等 ${uses.length} 篇内容` : '';
    throw conflict(
      `这张图片正在被 ${titles.join('、')}${more}使用，不能删除；请先在这些内容中移除或替换它`,
    );
  }
  await deps.repos.media.delete(id);
  // the rows are gone, so nothing names these blobs any more: a failure leaves only garbage
  for (const blob of await deps.blobs.list(`media/${id}/`)) {
    await deps.blobs.delete(blob.key).catch(() => undefined);
  }
}
