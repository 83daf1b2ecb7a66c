import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError, notFound } from '../lib/app-error';
import type { FileRecord } from './files-repository';

// Streams one catalogued file (docs/api.md GET /file/download/{fileId}): Content-Type,
// Content-Disposition with the UTF-8 name (RFC 5987/6266), Content-Length, ETag (its
// SHA-256), conditional requests and single byte ranges (206 / 416).

/** The path inside root, or undefined when the name would leave it. */
export function resolveInside(root: string, relative: string): string | undefined {
  const base = path.resolve(root);
  const full = path.resolve(base, relative);
  return full.startsWith(base + path.sep) ? full : undefined;
}

/** RFC 6266: an ASCII fallback plus filename* with the UTF-8 name percent-encoded. */
export function contentDisposition(fileName: string): string {
  const fallback =
    fileName
      .replace(/[^\x20-\x7e]/g, '_')
      .replace(/["\\]/g, '_')
      .replace(/%/g, '_') || 'download';
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

type Range = { start: number; end: number } | 'unsatisfiable' | undefined;

/** One range of 'bytes=a-b', 'bytes=a-' or 'bytes=-n'; several ranges are served whole. */
export function parseRange(header: string | undefined, size: number): Range {
  if (!header) return undefined;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match)
    return header.includes(',') || !header.startsWith('bytes=') ? undefined : 'unsatisfiable';
  const [, from = '', to = ''] = match;
  if (from === '' && to === '') return 'unsatisfiable';
  if (from === '') {
    const suffix = Number(to);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(from);
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}

export async function sendFile(
  request: FastifyRequest,
  reply: FastifyReply,
  file: FileRecord,
  filesDir: string,
  isPublic: boolean,
): Promise<FastifyReply> {
  const full = resolveInside(filesDir, file.storagePath);
  const size = full
    ? await stat(full).then(
        (s) => s.size,
        () => undefined,
      )
    : undefined;
  if (!full || size === undefined) {
    request.log.error({ fileId: file.id }, 'catalogued file missing on disk');
    throw notFound('文件不存在');
  }
  const etag = `"${file.sha256}"`;
  reply
    .header('Content-Type', file.contentType)
    .header('Content-Disposition', contentDisposition(file.fileName))
    .header('ETag', etag)
    .header('Accept-Ranges', 'bytes')
    .header('Cache-Control', isPublic ? 'public, max-age=3600' : 'private, no-cache')
    .header('X-Content-Type-Options', 'nosniff');

  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim() === etag)) {
    return reply.status(304).send();
  }
  const ifRange = request.headers['if-range'];
  const range = ifRange && ifRange !== etag ? undefined : parseRange(request.headers.range, size);
  if (range === 'unsatisfiable') {
    reply.header('Content-Range', `bytes */${size}`);
    throw new AppError(416, '请求的文件范围无效');
  }
  if (range) {
    return reply
      .status(206)
      .header('Content-Range', `bytes ${range.start}-${range.end}/${size}`)
      .header('Content-Length', range.end - range.start + 1)
      .send(createReadStream(full, { start: range.start, end: range.end }));
  }
  return reply.header('Content-Length', size).send(createReadStream(full));
}

/** A stored upload (staff reading a resume): never cached, always an attachment. */
export async function sendStoredUpload(
  reply: FastifyReply,
  root: string,
  relative: string,
  contentType: string,
  fileName: string,
): Promise<FastifyReply> {
  const full = resolveInside(root, relative);
  const size = full
    ? await stat(full).then(
        (s) => s.size,
        () => undefined,
      )
    : undefined;
  if (!full || size === undefined) throw notFound('文件不存在');
  return reply
    .header('Content-Type', contentType)
    .header('Content-Disposition', contentDisposition(fileName))
    .header('Content-Length', size)
    .header('Cache-Control', 'private, no-store')
    .send(createReadStream(full));
}
