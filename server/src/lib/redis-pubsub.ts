import { Redis } from 'ioredis';

/**
 * The two Redis connections of a pub/sub bus between instances (sessions ended, content
 * published): one publishes, one listens — a subscribed connection cannot publish, hence
 * two. Both fail fast rather than queue commands behind a dead Redis; the listener queues
 * its subscribe until the connection is up.
 */
export function redisPubSub(url: string): { publisher: Redis; subscriber: Redis } {
  const options = {
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    connectTimeout: 2000,
    retryStrategy: (attempt: number) => Math.min(attempt * 200, 2000),
  };
  return {
    publisher: new Redis(url, options),
    subscriber: new Redis(url, { ...options, enableOfflineQueue: true }),
  };
}
