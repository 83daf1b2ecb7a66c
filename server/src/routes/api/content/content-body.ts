import type { FastifyInstance } from 'fastify';
import { badRequest } from '../../../lib/app-error';
import { MAX_BODY_BYTES } from '../../../content/query/limits';

// Reading the query body (docs/content-query.md part B §1.2, part A §1): any content type is
// read as JSON text, as v1 did (no content-type check); an empty body is {}; more than
// 16 KB or text that is not JSON is a 400 that says so. JSON.parse keeps a '__proto__'
// key as a plain own property, and the engine refuses unknown keys, so it is harmless.

const TOO_LARGE = 'FST_ERR_CTP_BODY_TOO_LARGE';

export function readJsonBodies(app: FastifyInstance): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    '*',
    { parseAs: 'string', bodyLimit: MAX_BODY_BYTES },
    (_request, text, done) => {
      const source = String(text);
      if (source.trim() === '') return done(null, {});
      try {
        done(null, JSON.parse(source));
      } catch {
        done(badRequest('请求体不是合法的 JSON'), undefined);
      }
    },
  );
  // Fastify answers an oversized body with 413; part A §1 asks for a 400. Throwing here
  // hands the error on to the app's error handler, which writes the envelope.
  app.setErrorHandler((error: { code?: string }) => {
    if (error.code === TOO_LARGE) throw badRequest(`请求体超过 ${MAX_BODY_BYTES / 1024} KB`);
    throw error;
  });
}

const FLAGS: Record<string, boolean> = {
  true: true,
  '1': true,
  false: false,
  '0': false,
  '': false,
};

/** GET form (part B §1.2): ?sortBy=date:desc&only=title&limit=10&search=…&deep=true. */
export function bodyFromQuery(query: Record<string, unknown>): Record<string, unknown> {
  const body: Record<string, unknown> = Object.fromEntries(Object.entries(query));
  for (const key of ['deep', 'text']) {
    const value = body[key];
    if (value === undefined) continue;
    if (typeof value !== 'string' || !Object.hasOwn(FLAGS, value)) {
      throw badRequest(`${key}: 须为 true 或 false`);
    }
    body[key] = FLAGS[value];
  }
  for (const key of ['where', 'surround']) {
    if (key in body) throw badRequest(`${key}: GET 查询不支持，请用 POST 发送 JSON 请求体`);
  }
  return body;
}
