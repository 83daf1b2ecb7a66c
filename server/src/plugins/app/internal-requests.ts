import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { INTERNAL_REQUEST_HEADER } from '../../ssr/inject-transport';

declare module 'fastify' {
  interface FastifyInstance {
    /** Marks the server's own API requests while it renders a page (ssr/inject-transport). */
    internalRequestSecret: string;
    /** A request the server made to itself while rendering a page (exempt from client limits). */
    isInternalRequest: (request: FastifyRequest) => boolean;
  }
}

// One secret per process, on the root instance: the page renderer sends it, and every route
// (the content API's rate limit among them) can tell the server's own requests from a
// client's. A client cannot guess it; it never leaves the process.
export default fp(
  async (app) => {
    const secret = randomBytes(16).toString('hex');
    app.decorate('internalRequestSecret', secret);
    app.decorate(
      'isInternalRequest',
      (request: FastifyRequest) => request.headers[INTERNAL_REQUEST_HEADER] === secret,
    );
  },
  { name: 'internal-requests' },
);
