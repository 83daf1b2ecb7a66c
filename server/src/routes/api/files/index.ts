import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { fileForDownload } from '../../../files/file-access';
import { sendFile } from '../../../files/send-file';
import { ErrorEnvelope } from '../../../schemas/envelope';
import { FileIdParams, PdfKeyParams } from '../../../schemas/products';

// api.md GET /file/download/{fileId} and /file/pdf/{pdfKey}: a streamed body on success,
// the envelope on errors. Not compressed: Content-Length and byte ranges must hold.
const errorsOnly = { '4xx': ErrorEnvelope, '5xx': ErrorEnvelope };

const files: FastifyPluginAsyncTypebox = async (app) => {
  const userOf = (request: Parameters<typeof app.optionalUser>[0]) => () =>
    app.optionalUser(request);

  app.get(
    '/file/download/:fileId',
    { schema: { params: FileIdParams, response: errorsOnly }, compress: false },
    async (request, reply) => {
      const { file, isPublic } = await fileForDownload(
        app.repos,
        { id: Number(request.params.fileId) },
        userOf(request),
      );
      return sendFile(request, reply, file, app.config.filesDir, isPublic);
    },
  );

  app.get(
    '/file/pdf/:pdfKey',
    { schema: { params: PdfKeyParams, response: errorsOnly }, compress: false },
    async (request, reply) => {
      const { file, isPublic } = await fileForDownload(
        app.repos,
        { pdfKey: request.params.pdfKey },
        userOf(request),
      );
      return sendFile(request, reply, file, app.config.filesDir, isPublic);
    },
  );
};

export default files;
