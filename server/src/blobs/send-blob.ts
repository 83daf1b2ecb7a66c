import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendBytes, type SendOptions } from '../files/send-file';
import { notFound } from '../lib/app-error';
import type { BlobStore } from './blob-store';

/** Answers with a stored blob (Range, ETag, 304 as sendBytes); 404 when it is not there. */
export async function sendBlob(
  request: FastifyRequest,
  reply: FastifyReply,
  blobs: BlobStore,
  key: string,
  options: SendOptions,
): Promise<FastifyReply> {
  const blob = await blobs.get(key);
  if (!blob) {
    // a row names a blob the store does not have: worth an operator's look
    request.log.error({ key }, 'blob missing from the store');
    throw notFound('文件不存在');
  }
  return sendBytes(request, reply, blob, options);
}
