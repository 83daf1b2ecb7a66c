import path from 'node:path';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { MEDIA_MAX_BYTES } from '@dpu/contracts';
import {
  envelope,
  IdParams,
  MediaAltBody,
  MediaDetail,
  MediaItem,
  MediaQuery,
  MediaUploadRequest,
  okEnvelope,
  OK,
} from '@dpu/contracts/schemas';
import {
  deleteMedia,
  mediaDetail,
  mediaPage,
  replaceMedia,
  setMediaAlt,
  uploadMedia,
} from '../../../../media/media-service';
import { storedContentUsage } from '../../../../content/store/media-usage';
import { contentIndexUsage } from '../../../../media/usage';
import { badFields } from '../../../../lib/app-error';
import { acceptMultipart } from '../../../../plugins/external/multipart';
import { adminHooks, idOf, staffId } from '../autohooks';
import { pagedListRoute } from '../paged-list';

// docs/api.md 'Media': the staff media library. Uploads are multipart {file, alt}; the file
// is written to a temporary file as it arrives (10 MB at most, refused at the first byte
// over), checked by its bytes, and its original streamed into the blob store.
const media: FastifyPluginAsyncTypebox = async (app) => {
  adminHooks(app);
  await acceptMultipart(app, {
    fileFields: ['file'],
    uploadDir: path.join(app.config.dataDir, 'uploads', 'incoming'),
    maxFileBytes: MEDIA_MAX_BYTES,
  });
  // every stored content document (drafts and the bin included); the served index without one
  const usesOf = app.content.stored
    ? storedContentUsage(app.db)
    : contentIndexUsage(() => app.content.index());
  /** Only a multipart body carries a file: a JSON body naming a path is never one. */
  const upload = (request: FastifyRequest, body: MediaUploadRequest | undefined) => {
    if (!request.isMultipart()) throw badFields({ file: '请以表单方式上传图片' });
    return body ?? {};
  };

  pagedListRoute(app, '/admin/media', { query: MediaQuery, item: MediaItem, page: mediaPage });

  app.post(
    '/admin/media',
    { schema: { body: MediaUploadRequest, response: envelope(MediaItem) } },
    async (request) => ({
      code: '200',
      data: await uploadMedia(app.deps, upload(request, request.body), staffId(request)),
    }),
  );

  app.get(
    '/admin/media/:id',
    { schema: { params: IdParams, response: envelope(MediaDetail) } },
    async (request) => ({
      code: '200',
      data: await mediaDetail(app.deps, idOf(request.params), usesOf),
    }),
  );

  app.post(
    '/admin/media/:id/replace',
    { schema: { params: IdParams, body: MediaUploadRequest, response: envelope(MediaItem) } },
    async (request) => ({
      code: '200',
      data: await replaceMedia(
        app.deps,
        idOf(request.params),
        upload(request, request.body),
        staffId(request),
      ),
    }),
  );

  app.patch(
    '/admin/media/:id',
    { schema: { params: IdParams, body: MediaAltBody, response: envelope(MediaItem) } },
    async (request) => ({
      code: '200',
      data: await setMediaAlt(app.deps, idOf(request.params), request.body.alt),
    }),
  );

  app.delete(
    '/admin/media/:id',
    { schema: { params: IdParams, response: okEnvelope } },
    async (request) => {
      await deleteMedia(app.deps, idOf(request.params), usesOf);
      return OK;
    },
  );
};

export default media;
