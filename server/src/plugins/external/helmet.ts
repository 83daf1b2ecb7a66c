import helmet from '@fastify/helmet';
import type { IncomingMessage } from 'node:http';
import fp from 'fastify-plugin';
import { remoteOrigins } from '../../routes/site/remote-origins';

// Security headers on every answer (issue 4). The token lives in local storage (spec §3),
// so keeping injected script out is what protects it: scripts only from this origin and
// the remote origins of remotes.json, never inline or eval. Styles allow 'unsafe-inline'
// because antd's CSS-in-JS injects <style> tags at run time (a nonce would need a
// per-request index.html and every remote's ConfigProvider to carry it).

const HSTS = 'max-age=31536000; includeSubDomains';

export default fp(
  async (app) => {
    const remotes = () => remoteOrigins(app.config.remotesConfigFile);
    const withRemotes =
      (...sources: string[]) =>
      (_req: IncomingMessage) =>
        [...sources, ...remotes()].join(' ');

    await app.register(helmet, {
      global: true,
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: [withRemotes("'self'")],
          styleSrc: [withRemotes("'self'", "'unsafe-inline'")],
          imgSrc: [withRemotes("'self'", 'data:', 'blob:')],
          connectSrc: [withRemotes("'self'")],
          fontSrc: ["'self'", 'data:'],
          mediaSrc: [withRemotes("'self'", 'blob:')],
          workerSrc: ["'self'"],
          manifestSrc: ["'self'"],
          frameAncestors: ["'none'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
        },
      },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      frameguard: { action: 'deny' },
      // sent below, only for requests that came over HTTPS
      hsts: false,
      crossOriginEmbedderPolicy: false,
    });

    app.addHook('onRequest', async (request, reply) => {
      if (request.protocol === 'https') reply.header('Strict-Transport-Security', HSTS);
      // remote builds and public files may be used by a shell on another origin
      if (request.url.startsWith('/remotes/') || request.url.startsWith('/data/file/')) {
        reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
      }
    });
  },
  { name: 'helmet' },
);
