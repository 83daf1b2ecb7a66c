import { CONTENT_PREVIEW_HEADER, type ApiTransport } from '@dpu/contracts';
import type { FastifyInstance } from 'fastify';

// The API calls a page makes while it renders on the server go through the app itself
// (Fastify's inject): the same routes, validation and envelopes as over HTTP, without a
// socket. Marked internal so per-client limits do not count the server's own renders.

export const INTERNAL_REQUEST_HEADER = 'x-dpu-ssr';

/**
 * Only what the API needs of the page's request; never a user's token. The preview token
 * is set by ssr/preview.ts alone (a studio preview's content queries), never by a visitor.
 */
const FORWARDED = ['content-type', 'accept', CONTENT_PREVIEW_HEADER];

export function injectTransport(app: FastifyInstance, secret: string): ApiTransport {
  return async (request) => {
    const headers: Record<string, string> = { [INTERNAL_REQUEST_HEADER]: secret };
    for (const [name, value] of Object.entries(request.headers)) {
      if (FORWARDED.includes(name.toLowerCase())) headers[name.toLowerCase()] = value;
    }
    const response = await app.inject({
      method: request.method as 'GET' | 'POST',
      url: request.url,
      headers,
      ...(request.body === undefined ? {} : { payload: request.body }),
    });
    const answerHeaders: Record<string, string> = {};
    for (const [name, value] of Object.entries(response.headers)) {
      if (typeof value === 'string') answerHeaders[name] = value;
    }
    return { status: response.statusCode, headers: answerHeaders, body: response.body };
  };
}
