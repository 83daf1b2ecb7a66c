import type { FastifyInstance } from 'fastify';
import { SUCCESS_CODE, type ApiRequest, type ApiTransport } from '@dpu/contracts';
import { MAX_BODY_BYTES } from '../content/query/limits';
import { findForbiddenCharacter } from '../lib/control-characters';
import { injectTransport } from './inject-transport';

// The transport of one page render. Nearly every call a page makes while it renders is a
// content query, and those are answered by the content engine itself: the answer the content
// route would send (the same engine, the same envelope), without Fastify's request cycle
// around it (that cycle and the answer's ETag were a tenth of an uncached render's CPU).
// Anything else — another API, a preview, a query the route or the engine refuses (whose
// error envelope the route writes) — goes through the app's routes in-process (inject).

/** No field of a content query is multi-line text: any control character is refused. */
const FREE_TEXT: ReadonlySet<string> = new Set();
/** The route's limit on its wildcard (routes/api/content/schema.ts). */
const MAX_PATH_LENGTH = 2048;
const CONTENT_CALL = /^\/api\/_content(\/[^?#]*)?$/;

/** The content path and body of a plain content query, or undefined for anything else. */
function contentCall(request: ApiRequest): { path: string; body: unknown } | undefined {
  if (request.method !== 'POST') return undefined;
  const match = CONTENT_CALL.exec(request.url);
  if (!match) return undefined;
  // a preview or anything else the route reads from headers takes the route's way
  const names = Object.keys(request.headers).map((name) => name.toLowerCase());
  if (names.some((name) => name !== 'content-type' && name !== 'accept')) return undefined;
  const text = request.body ?? '';
  if (Buffer.byteLength(text) > MAX_BODY_BYTES) return undefined;
  try {
    // as the route: the wildcard percent-decoded, a trailing slash dropped
    const wildcard = decodeURIComponent((match[1] ?? '').replace(/^\//, ''));
    if (wildcard.length > MAX_PATH_LENGTH) return undefined;
    const body = text.trim() === '' ? {} : (JSON.parse(text) as unknown);
    // what every /api route refuses before it runs (routes/api/reject-control-characters)
    if (findForbiddenCharacter({ '*': wildcard }, FREE_TEXT)) return undefined;
    if (findForbiddenCharacter(body, FREE_TEXT)) return undefined;
    return { path: `/${wildcard.replace(/\/+$/, '')}`, body };
  } catch {
    return undefined;
  }
}

export function inProcessTransport(app: FastifyInstance, secret: string): ApiTransport {
  const throughRoutes = injectTransport(app, secret);
  return async (request) => {
    const call = contentCall(request);
    if (!call) return throughRoutes(request);
    let data: unknown;
    try {
      data = app.content.query().run(call.path, call.body);
    } catch {
      return throughRoutes(request);
    }
    return {
      status: 200,
      headers: { 'content-type': 'application/json; charset=utf-8' },
      body: JSON.stringify({ code: SUCCESS_CODE, data }),
    };
  };
}
