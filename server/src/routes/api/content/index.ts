import { createHash } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { CONTENT_PREVIEW_HEADER, SUCCESS_CODE } from '@dpu/contracts';
import { ContentQueryError } from '../../../content/query/index';
import { AppError } from '../../../lib/app-error';
import { bodyFromQuery, readJsonBodies } from './content-body';
import { contentRouteSchema } from './schema';

// docs/site.md §7 POST /_content/{path}; semantics in docs/content-query.md (part A wins). The body is
// validated by the engine itself (query/parse-body.ts) rather than a JSON schema: the
// where clause is an operator tree, and each 400 must name the exact problem.

type ContentRequest = FastifyRequest<{ Params: { '*'?: string } }>;

/** A preview link's token (studio): the answer then holds that document's draft. */
const PREVIEW_HEADER = CONTENT_PREVIEW_HEADER;

/** Fastify has already percent-decoded the wildcard; a trailing slash is dropped. */
function contentPathOf(request: ContentRequest): string {
  const raw = (request.params['*'] ?? '').replace(/\/+$/, '');
  return `/${raw}`;
}

/** If-None-Match: a list of tags or '*'; weak comparison (RFC 9110 §13.1.2). */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

const content: FastifyPluginAsync = async (app) => {
  readJsonBodies(app);
  // per client address, counted before the body is read; the server's own requests while
  // rendering a page are never limited (every visitor's page view would count against the
  // server's address otherwise)
  const limit = app.limitPerMinute('content', app.config.rateLimits.content, (request) =>
    app.isInternalRequest(request) ? undefined : request.ip,
  );

  /**
   * The live content, or with a preview token (header PREVIEW_HEADER) the live content with
   * that document's draft in place: never cached, never indexed.
   */
  const queryFor = async (request: ContentRequest, reply: FastifyReply) => {
    const token = request.headers[PREVIEW_HEADER];
    if (token === undefined) return app.content.query();
    const query =
      typeof token === 'string' ? await app.content.stored?.previews.queryFor(token) : undefined;
    if (!query) throw new AppError(403, '预览链接无效或已过期');
    reply.header('x-robots-tag', 'noindex');
    return query;
  };

  const answer = async (request: ContentRequest, reply: FastifyReply, body: unknown) => {
    const query = await queryFor(request, reply);
    let data: unknown;
    try {
      data = query.run(contentPathOf(request), body);
    } catch (error) {
      if (error instanceof ContentQueryError) throw new AppError(error.statusCode, error.message);
      throw error;
    }
    const json = JSON.stringify({ code: SUCCESS_CODE, data });
    // part A §11: the tag is the answer's hash, so it changes exactly when the answer does.
    const etag = `W/"${createHash('sha1').update(json).digest('base64url')}"`;
    const preview = request.headers[PREVIEW_HEADER] !== undefined;
    reply.header('etag', etag).header('cache-control', preview ? 'no-store' : 'no-cache');
    if (matches(request.headers['if-none-match'], etag)) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(json);
  };

  for (const url of ['/_content', '/_content/*']) {
    const options = { schema: contentRouteSchema, onRequest: limit };
    app.post(url, options, async (request: ContentRequest, reply) =>
      answer(request, reply, request.body),
    );
    app.get(url, options, async (request: ContentRequest, reply) =>
      answer(request, reply, bodyFromQuery(request.query as Record<string, unknown>)),
    );
  }
};

export default content;
