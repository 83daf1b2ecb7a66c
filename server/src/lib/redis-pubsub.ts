import type { Redis } from 'ioredis';

/** ioredis, loaded when a Redis is configured: a start without REDIS_URL never reads it. */
export async function redisClass(): Promise<typeof Redis> {
  return (await import('ioredis')).Redis;
}

/**
 * The two Redis connections of a pub/sub bus between instances (sessions ended, content
 * published): one publishes, one listens — a subscribed connection cannot publish, hence
 * two. Both fail fast rather than queue commands behind a dead Redis; the listener queues
 * its subscribe until the connection is up.
 */
export async function redisPubSub(url: string): Promise<{ publisher: Redis; subscriber: Redis }> {
  const Client = await redisClass();
  const options = {
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    connectTimeout: 2000,
    retryStrategy: (attempt: number) => Math.min(attempt * 200, 2000),
  };
  return {
    publisher: new Client(url, options),
    subscriber: new Client(url, { ...options, enableOfflineQueue: true }),
  };
}
