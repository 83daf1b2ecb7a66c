import { Redis } from 'ioredis';
import { unreachable } from './unreachable';

// Redis-backed features (shared rate limits, session invalidation) are tested when a
// Redis answers at REDIS_URL or 127.0.0.1:6379; elsewhere those tests skip with a message,
// except under CI=true, where a missing Redis fails the run (unreachable.ts).

export const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

let reachable: Promise<boolean> | undefined;

export function redisReachable(): Promise<boolean> {
  reachable ??= (async () => {
    const client = new Redis(REDIS_URL, {
      lazyConnect: true,
      connectTimeout: 1000,
      maxRetriesPerRequest: 0,
    });
    client.on('error', () => undefined);
    try {
      await client.connect();
      return (await client.ping()) === 'PONG';
    } catch {
      return false;
    } finally {
      client.disconnect();
    }
  })();
  return reachable;
}

/** Why a Redis test is skipped, or false when it can run (throws under CI=true). */
export async function redisSkipReason(): Promise<string | false> {
  return (await redisReachable()) ? false : unreachable('Redis', REDIS_URL);
}
