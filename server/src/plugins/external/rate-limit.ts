import rateLimit from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { tooManyRequests } from '../../lib/app-error';
import { redisClass } from '../../lib/redis-pubsub';
import { createFailureCounter, type FailureCounter } from './failure-counter';

// Rate limits (docs/api.md): counters in memory, or in Redis when REDIS_URL is set so N
// instances share them. Limits are per minute; RATE_LIMIT_* in the README sets them.

export type KeyOf = (request: FastifyRequest) => string | undefined;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * A preHandler allowing `max` requests a minute per key; every limiter is checked and
     * counted, and any exceeded one answers '429'. A key of undefined skips that limiter.
     */
    limitPerMinute: (
      name: string,
      max: number,
      ...keys: KeyOf[]
    ) => (request: FastifyRequest) => Promise<void>;
    /** Counts failures per key (failure-counter.ts), in Redis when REDIS_URL is set. */
    failureCounter: (name: string, max: number, windowMs: number) => FailureCounter;
  }
}

export const byIp: KeyOf = (request) => request.ip;

/** Resolves when the client is ready, or on its first error or after its connect timeout. */
function untilConnected(redis: Redis): Promise<void> {
  if (redis.status === 'ready') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      redis.off('ready', done);
      redis.off('error', done);
      resolve();
    };
    const timer = setTimeout(done, 2500);
    redis.once('ready', done);
    redis.once('error', done);
  });
}

export default fp(
  async (app) => {
    const redis = app.config.redisUrl
      ? new (await redisClass())(app.config.redisUrl, {
          // fail fast rather than queue requests behind a dead Redis
          maxRetriesPerRequest: 1,
          enableOfflineQueue: false,
          connectTimeout: 2000,
          lazyConnect: false,
        })
      : undefined;
    redis?.on('error', (error) => app.log.warn({ err: error.message }, 'redis error'));
    // Without an offline queue a command sent before the connection is up fails, and a failed
    // check lets the request through uncounted: the first requests after a start would slip
    // past the limits. Start serving once Redis is ready (or has failed: fail open, logged).
    if (redis) await untilConnected(redis);
    await app.register(rateLimit, {
      global: false,
      ...(redis ? { redis, nameSpace: app.config.rateLimitNamespace } : {}),
      // A Redis outage lets requests through (logged) rather than locking every user out.
      skipOnError: true,
    });
    if (redis) app.addHook('onClose', async () => void redis.disconnect());

    app.decorate('failureCounter', (name: string, max: number, windowMs: number) =>
      createFailureCounter({
        name: `failures:${name}`,
        max,
        windowMs,
        redis,
        namespace: app.config.rateLimitNamespace,
        onError: (error) =>
          app.log.warn({ err: (error as Error).message }, 'failure counter unavailable'),
      }),
    );

    app.decorate('limitPerMinute', (name: string, max: number, ...keys: KeyOf[]) => {
      const limiters = keys.map((keyOf, index) => ({
        keyOf,
        check: app.createRateLimit({
          max,
          timeWindow: 60_000,
          keyGenerator: (request: FastifyRequest) => `${name}:${index}:${keyOf(request) ?? ''}`,
        }),
      }));
      return async (request: FastifyRequest) => {
        let retryAfter = 0;
        for (const { keyOf, check } of limiters) {
          if (keyOf(request) === undefined) continue;
          const result = await check(request);
          if (!result.isAllowed && result.isExceeded) {
            retryAfter = Math.max(retryAfter, result.ttlInSeconds || 60);
          }
        }
        if (retryAfter > 0) throw tooManyRequests(retryAfter);
      };
    });
  },
  { name: 'rate-limit' },
);
