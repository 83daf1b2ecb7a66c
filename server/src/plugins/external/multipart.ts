import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import multipart, { type MultipartFile, type MultipartValue } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, badFields, badRequest, tooLarge } from '../../lib/app-error';

// Multipart bodies only where a route expects them (docs/site.md §7 tracking, docs/api.md job
// applications): a route plugin calls acceptMultipart() on its own encapsulated instance.
// Everywhere else Fastify has no parser for multipart/form-data and answers '415' before
// reading the body. Fields become the body's {field: value}; a file is streamed to disk as
// it arrives (its size limit checked on the way) and the body holds an UploadedFile.

/** A file field as the route sees it: the name and type as sent, where it was written. */
export interface UploadedFile {
  filename: string;
  mimetype: string;
  /** A temporary file, removed after the answer unless the route moved it away. */
  path: string;
  size: number;
}

export interface MultipartOptions {
  /** Fields that carry a file (at most one file each); any other file part is refused. */
  fileFields?: readonly string[];
  /** Folder for incoming files (needed with fileFields). */
  uploadDir?: string;
  maxFileBytes?: number;
}

const MALFORMED = '请求参数有误：表单数据格式不正确';

/** Names the field too, so a form shows the message beside it (docs/api.md Envelope). */
function fileTooLarge(maxFileBytes: number, field?: string): AppError {
  const message = `文件不能超过 ${Math.floor(maxFileBytes / (1024 * 1024))} MB`;
  return field ? badFields({ [field]: message }, 413) : tooLarge(message);
}

/** The client's mistakes, whatever part of the parser found them, as 400 or 413. */
function asClientError(error: unknown, options: Required<MultipartOptions>): AppError {
  const { fileFields } = options;
  if (error instanceof AppError) return error;
  const { code, statusCode } = error as { code?: string; statusCode?: number };
  if (code === 'FST_REQ_FILE_TOO_LARGE') return fileTooLarge(options.maxFileBytes);
  if (code === 'FST_FILES_LIMIT') {
    return fileFields.length === 0
      ? badRequest('请求参数有误：此接口不接受文件上传')
      : tooLarge(`最多上传 ${fileFields.length} 个文件`);
  }
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') return tooLarge('表单字段过多');
  if (statusCode === 413) return tooLarge();
  // busboy's own errors (no boundary, a boundary over 256 characters, a body that does
  // not match its boundary, a part cut short) carry no status: all are malformed input
  return badRequest(MALFORMED);
}

async function saveFile(
  part: MultipartFile,
  { uploadDir, maxFileBytes }: Required<MultipartOptions>,
): Promise<UploadedFile> {
  await mkdir(uploadDir, { recursive: true });
  const target = path.join(uploadDir, randomUUID());
  let size = 0;
  part.file.on('data', (chunk: Buffer) => {
    size += chunk.length;
  });
  // at the first byte over the limit, not after the whole part has been read
  part.file.once('limit', () => part.file.destroy(fileTooLarge(maxFileBytes, part.fieldname)));
  try {
    await pipeline(part.file, createWriteStream(target, { flags: 'wx' }));
  } catch (error) {
    await rm(target, { force: true });
    throw error;
  }
  return { filename: part.filename, mimetype: part.mimetype, path: target, size };
}

/**
 * Called by a route plugin on its own (encapsulated) instance, so only its routes parse
 * multipart; registering a plugin for it would scope the hooks to an empty child.
 */
export async function acceptMultipart(
  app: FastifyInstance,
  options: MultipartOptions = {},
): Promise<void> {
  const settings: Required<MultipartOptions> = {
    fileFields: options.fileFields ?? [],
    uploadDir: options.uploadDir ?? '',
    maxFileBytes: options.maxFileBytes ?? 0,
  };
  const { fileFields, maxFileBytes } = settings;
  if (fileFields.length > 0 && !settings.uploadDir)
    throw new Error('uploadDir is needed for files');
  const saved = new WeakMap<FastifyRequest, string[]>();
  const removeSaved = async (request: FastifyRequest) => {
    const files = saved.get(request) ?? [];
    saved.delete(request);
    await Promise.all(files.map((file) => rm(file, { force: true })));
  };

  await app.register(multipart, {
    limits: {
      fileSize: Math.max(maxFileBytes, 1),
      files: fileFields.length,
      fields: 20,
      fieldSize: 16 * 1024,
      parts: 25,
      headerPairs: 50,
    },
  });

  const readForm = async (request: FastifyRequest) => {
    const body: Record<string, unknown> = {};
    const files: string[] = [];
    saved.set(request, files);
    for await (const part of request.parts()) {
      if (Object.hasOwn(body, part.fieldname)) {
        throw badRequest(`请求参数有误：字段 ${part.fieldname} 重复`);
      }
      if (part.type === 'file') {
        if (!fileFields.includes(part.fieldname)) {
          throw badRequest(`请求参数有误：字段 ${part.fieldname} 不接受文件`);
        }
        const file = await saveFile(part, settings);
        files.push(file.path);
        if (part.file.truncated) throw fileTooLarge(maxFileBytes, part.fieldname);
        body[part.fieldname] = file;
      } else {
        const field = part as MultipartValue;
        if (field.valueTruncated) throw tooLarge(`字段 ${part.fieldname} 过长`);
        body[part.fieldname] = field.value;
      }
    }
    return body;
  };

  app.addHook('preValidation', async (request: FastifyRequest) => {
    if (!request.isMultipart()) return;
    try {
      request.body = await readForm(request);
    } catch (error) {
      await removeSaved(request);
      // whatever of the body is left is read and thrown away (never buffered), so the
      // connection stays usable and the client sees the answer
      request.raw.unpipe();
      request.raw.resume();
      throw asClientError(error, settings);
    }
  });
  // before the answer leaves (the route is done with its files by then), so a client
  // never sees a file of its request still lying in the incoming folder
  app.addHook('onSend', async (request, _reply, payload) => {
    await removeSaved(request);
    return payload;
  });
  app.addHook('onRequestAbort', async (request) => removeSaved(request));
}
