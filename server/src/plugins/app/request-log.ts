import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import fp from 'fastify-plugin';

// One log line per answered /api request, at info, with its request id; static files and
// pages at debug (they are most of the traffic and say little); errors are logged by the
// error handler, always. The id is the proxy's X-Request-Id when it looks like one, so a
// request can be followed through the load balancer's logs too, and goes back in the answer.
// The server's own API calls while it renders a page are not logged one by one (a page makes
// several; the page's own line and its errors say what matters): docs/hostile-input.md.

const REQUEST_ID = /^[A-Za-z0-9._:@/+=-]{1,128}$/;

export function requestIdOf(request: IncomingMessage): string {
  const sent = request.headers['x-request-id'];
  return typeof sent === 'string' && REQUEST_ID.test(sent) ? sent : randomUUID();
}

export default fp(
  async (app) => {
    app.addHook('onRequest', async (request, reply) => {
      reply.header('X-Request-Id', request.id);
    });
    app.addHook('onResponse', async (request, reply) => {
      const details = {
        method: request.method,
        url: request.url,
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
      };
      if (app.isInternalRequest?.(request)) request.log.trace(details, 'answered in-process');
      else if (request.url.startsWith('/api/')) request.log.info(details, 'answered');
      else request.log.debug(details, 'answered');
    });
  },
  { name: 'request-log' },
);
