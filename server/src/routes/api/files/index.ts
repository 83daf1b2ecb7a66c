import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendBlob } from '../../../blobs/send-blob';
import { fileForDownload } from '../../../files/file-access';
import { sendFile } from '../../../files/send-file';
import { AppError, tooManyRequests } from '../../../lib/app-error';
import { errorEnvelopes, FileIdParams, PdfKeyParams } from '@dpu/contracts/schemas';

// docs/api.md GET /file/download/{fileId} and /file/pdf/{pdfKey}: a streamed body on success,
// the envelope on errors. Not compressed: Content-Length and byte ranges must hold.
const errorsOnly = errorEnvelopes;

const files: FastifyPluginAsyncTypebox = async (app) => {
  const userOf = (request: Parameters<typeof app.optionalUser>[0]) => () =>
    app.optionalUser(request);
  // File ids are small numbers: an address that keeps asking for ids that do not exist is
  // enumerating them. Its misses are counted; past RATE_LIMIT_FILE_MISSES a minute it waits.
  const misses = app.failureCounter('file-misses', app.config.rateLimits.fileMisses, 60_000);
  const refuseEnumerators = async (request: FastifyRequest) => {
    const wait = await misses.retryAfter(request.ip);
    if (wait > 0) throw tooManyRequests(wait);
  };
  const countingMisses = async <T>(request: FastifyRequest, send: () => Promise<T>) => {
    try {
      return await send();
    } catch (error) {
      if (error instanceof AppError && error.statusCode === 404) await misses.record(request.ip);
      throw error;
    }
  };

  /** A stored file by id or PDF key, once the user may have it; unknown ones count as misses. */
  const serveFile = (
    request: FastifyRequest,
    reply: FastifyReply,
    lookup: Parameters<typeof fileForDownload>[1],
  ) =>
    countingMisses(request, async () => {
      const { file, isPublic } = await fileForDownload(app.repos, lookup, userOf(request));
      // published by staff: in the blob store, which every instance reads
      if (file.blobKey) {
        return sendBlob(request, reply, app.blobs, file.blobKey, {
          fileName: file.fileName,
          cacheControl: isPublic ? 'public, max-age=3600' : 'private, no-cache',
        });
      }
      return sendFile(request, reply, file, app.config.filesDir, isPublic);
    });
  // not compressed: Content-Length and byte ranges must hold
  const fileRoute = { compress: false, onRequest: refuseEnumerators } as const;

  app.get(
    '/file/download/:fileId',
    { ...fileRoute, schema: { params: FileIdParams, response: errorsOnly } },
    async (request, reply) => serveFile(request, reply, { id: Number(request.params.fileId) }),
  );

  app.get(
    '/file/pdf/:pdfKey',
    { ...fileRoute, schema: { params: PdfKeyParams, response: errorsOnly } },
    async (request, reply) => serveFile(request, reply, { pdfKey: request.params.pdfKey }),
  );
};

export default files;
