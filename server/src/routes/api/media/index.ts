import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorEnvelopes, MediaVariantParams, MediaVariantQuery } from '@dpu/contracts/schemas';
import { sendBytes, type SendOptions } from '../../../files/send-file';
import { notFound } from '../../../lib/app-error';
import { MESSAGES } from '../../../media/media-service';
import { parseVariant, variantMaker } from '../../../media/variants';

// docs/api.md 'Media': the library's images for every page, from any instance —
// /api/media/{id}/original and /api/media/{id}/w{width}.{avif|webp}, sizes made on first
// request and kept in the blob store. A URL naming the current version (?v=) is cached for
// good; without it, for five minutes (a replaced image shows within that time).

const FOREVER = 'public, max-age=31536000, immutable';
const A_WHILE = 'public, max-age=300';
/** An SVG opened on its own runs nothing and loads nothing (it was sanitised as well). */
const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox";

const media: FastifyPluginAsyncTypebox = async (app) => {
  const maker = variantMaker(app.blobs);

  app.get(
    '/media/:id/:variant',
    {
      // images are compressed already; Content-Length and byte ranges must hold
      compress: false,
      schema: {
        params: MediaVariantParams,
        querystring: MediaVariantQuery,
        response: errorEnvelopes,
      },
    },
    async (request, reply) => {
      const row = await app.repos.media.byId(Number(request.params.id));
      if (!row) throw notFound(MESSAGES.missing);
      const options: SendOptions = {
        cacheControl: request.query.v === String(row.version) ? FOREVER : A_WHILE,
      };
      if (request.params.variant === 'original') {
        const original = await app.blobs.get(row.blobKey);
        if (!original) throw notFound(MESSAGES.missing);
        if (row.contentType === 'image/svg+xml') {
          options.headers = { 'Content-Security-Policy': SVG_POLICY };
        }
        return sendBytes(request, reply, original, options);
      }
      const wanted = parseVariant(request.params.variant);
      if (!wanted) throw notFound('没有这个尺寸');
      const variant = await maker.variant(row, wanted.width, wanted.format);
      if (!variant) throw notFound(MESSAGES.missing);
      return sendBytes(request, reply, variant, options);
    },
  );
};

export default media;
