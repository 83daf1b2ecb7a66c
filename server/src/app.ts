import Fastify, { LogController, type FastifyReply, type FastifyInstance } from 'fastify';
import type { AppConfig } from './config';
import type { TrustProxy } from './lib/env-values';
import type { Database } from './db/database';
import { clientErrorHandler, expectationFailed } from './lib/client-error';
import contentPlugin from './plugins/app/content';
import databasePlugin from './plugins/app/database';
import authPlugin from './plugins/app/auth';
import blobsPlugin from './plugins/app/blobs';
import errorHandler from './plugins/app/error-handler';
import internalRequestsPlugin from './plugins/app/internal-requests';
import seedPlugin from './plugins/app/seed';
import servicesPlugin from './plugins/app/services';
import trackingPlugin from './plugins/app/tracking';
import compressPlugin from './plugins/external/compress';
import securityHeadersPlugin from './plugins/app/security-headers';
import rateLimitPlugin from './plugins/external/rate-limit';
import remotesPlugin from './plugins/app/remotes';
import { lazySchemaCompilers } from './lib/lazy-schema-compilers';
import { loggerOptions } from './process/logger-options';
import requestLogPlugin, { requestIdOf } from './plugins/app/request-log';
import apiRoutes from './routes/api/index';
import siteRoutes from './routes/site/index';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
  }
}

export interface BuildOptions {
  /** An already open database (tests pass PGlite in memory or a PostgreSQL schema). */
  database?: Database;
}

/**
 * Fastify's option for TRUST_PROXY (config.ts). A hop count trusts that many proxies from
 * the socket inwards, so request.ip is the address the outermost trusted proxy saw — the
 * right-most untrusted X-Forwarded-For entry, never the client-written left-most one.
 */
function proxyTrust(
  trust: TrustProxy,
): boolean | string | ((address: string, hop: number) => boolean) {
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return trust;
}

/** The whole app as one Fastify instance; server.ts runs it, tests call inject(). */
export async function buildApp(
  config: AppConfig,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config),
    // plugins/app/request-log.ts logs one line per request, at a level fitting its kind
    logController: new LogController({ disableRequestLogging: true }),
    requestIdHeader: false,
    genReqId: requestIdOf,
    trustProxy: proxyTrust(config.trustProxy),
    // Every plugin is quick (the generated files are build output, files/built-files.ts), but
    // opening a new embedded database runs initdb, which a busy machine can stretch past
    // Fastify's 10 s; a plugin still not ready after a minute is stuck.
    pluginTimeout: 60_000,
    bodyLimit: 1024 * 1024,
    // each route's schemas are compiled by its first request, not by every start
    schemaController: { compilersFactory: lazySchemaCompilers() },
    requestTimeout: 30_000,
    // Long-lived keep-alive clients must not hold a graceful shutdown open.
    forceCloseConnections: 'idle',
    // what Node's HTTP parser refuses (lib/client-error.ts)
    clientErrorHandler,
    // Errors Fastify raises before any route runs (e.g. a URL with broken percent-encoding)
    // get the same envelope as everything else (docs/api.md).
    frameworkErrors: (error, _request, reply) => {
      const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
      // the generic reply of this hook is typed for no schema; it is a plain reply
      void (reply as FastifyReply)
        .status(status)
        .send({ code: String(status), msg: '请求地址或参数格式有误' });
    },
  });
  app.decorate('config', config);
  // Expect: other than 100-continue gets the envelope, not Node's bare 417 (lib/client-error.ts)
  app.server.on('checkExpectation', expectationFailed);

  // Order (fastify/demo): external plugins, then our services, then routes.
  await app.register(requestLogPlugin);
  await app.register(remotesPlugin);
  await app.register(securityHeadersPlugin);
  await app.register(compressPlugin);
  await app.register(rateLimitPlugin);
  await app.register(errorHandler);
  await app.register(internalRequestsPlugin);
  await app.register(databasePlugin, { database: options.database });
  await app.register(blobsPlugin);
  await app.register(servicesPlugin);
  await app.register(contentPlugin);
  await app.register(authPlugin);
  await app.register(trackingPlugin);
  await app.register(seedPlugin);
  await app.register(apiRoutes, { prefix: '/api' });
  await app.register(siteRoutes);
  return app;
}
