import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ByteRange } from '../blobs/blob-store';
import { AppError, notFound } from '../lib/app-error';
import type { FileRecord } from './files-repository';

// Streams a download (docs/api.md GET /file/download/{fileId}), from the disk or the blob
// store: Content-Type, Content-Disposition with the UTF-8 name (RFC 5987/6266),
// Content-Length, ETag (its SHA-256), conditional requests and single byte ranges (206 / 416).

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

type Range = ByteRange | 'unsatisfiable' | undefined;

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

/** Bytes to answer with: whole or a range, streamed, never read whole into memory. */
export interface ByteSource {
  size: number;
  /** Hex SHA-256: the strong ETag. */
  sha256: string;
  contentType: string;
  stream(range?: ByteRange): Readable;
}

export interface SendOptions {
  /** The name the browser saves it as (an attachment); absent → shown inline. */
  fileName?: string;
  cacheControl: string;
  /** Extra headers (e.g. a Content-Security-Policy for an SVG). */
  headers?: Record<string, string>;
}

/**
 * Answers with a source: ETag (its SHA-256), If-None-Match (304), one byte range (206, or
 * 416 past the end; If-Range falls back to the whole body when the ETag changed).
 */
export function sendBytes(
  request: FastifyRequest,
  reply: FastifyReply,
  source: ByteSource,
  options: SendOptions,
): FastifyReply {
  const { size } = source;
  const etag = `"${source.sha256}"`;
  reply
    .header('Content-Type', source.contentType)
    .header('ETag', etag)
    .header('Accept-Ranges', 'bytes')
    .header('Cache-Control', options.cacheControl)
    .header('X-Content-Type-Options', 'nosniff');
  if (options.fileName) reply.header('Content-Disposition', contentDisposition(options.fileName));
  for (const [name, value] of Object.entries(options.headers ?? {})) reply.header(name, value);

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
      .send(source.stream(range));
  }
  return reply.header('Content-Length', size).send(source.stream());
}

/** A catalogued file on disk under FILES_DIR (the generated ones). */
export async function sendFile(
  request: FastifyRequest,
  reply: FastifyReply,
  file: FileRecord,
  filesDir: string,
  isPublic: boolean,
): Promise<FastifyReply> {
  const full = file.storagePath ? resolveInside(filesDir, file.storagePath) : undefined;
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
  const source: ByteSource = {
    size,
    sha256: file.sha256,
    contentType: file.contentType,
    stream: (range) => createReadStream(full, range ?? {}),
  };
  return sendBytes(request, reply, source, {
    fileName: file.fileName,
    cacheControl: isPublic ? 'public, max-age=3600' : 'private, no-cache',
  });
}
