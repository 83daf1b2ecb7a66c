import type { Redis } from 'ioredis';

// Counts failures (a wrong password, an unknown file id) rather than requests: a limit
// that only what goes wrong uses up, so a client that behaves never meets it. Fixed
// windows, in memory or in Redis (shared by every instance); a Redis error lets the
// request through, as the request limits do.

export interface FailureCounter {
  /** Seconds until the key may try again; 0 while it is under its limit. */
  retryAfter: (key: string) => Promise<number>;
  record: (key: string) => Promise<void>;
}

export interface FailureCounterOptions {
  name: string;
  max: number;
  windowMs: number;
  redis?: Redis;
  namespace?: string;
  onError?: (error: unknown) => void;
}

/** Memory entries kept before expired ones are swept. */
const SWEEP_ABOVE = 10_000;

function memoryCounter({ max, windowMs }: FailureCounterOptions): FailureCounter {
  const counts = new Map<string, { count: number; resetAt: number }>();
  const current = (key: string, now: number) => {
    const entry = counts.get(key);
    return entry && entry.resetAt > now ? entry : undefined;
  };
  return {
    retryAfter: async (key) => {
      const now = Date.now();
      const entry = current(key, now);
      return entry && entry.count >= max ? Math.ceil((entry.resetAt - now) / 1000) : 0;
    },
    record: async (key) => {
      const now = Date.now();
      if (counts.size > SWEEP_ABOVE) {
        for (const [stale, entry] of counts) if (entry.resetAt <= now) counts.delete(stale);
      }
      const entry = current(key, now);
      if (entry) entry.count += 1;
      else counts.set(key, { count: 1, resetAt: now + windowMs });
    },
  };
}

function redisCounter(options: FailureCounterOptions & { redis: Redis }): FailureCounter {
  const { redis, max, windowMs, name } = options;
  const keyOf = (key: string) => `${options.namespace ?? ''}${name}:${key}`;
  const failOpen = (error: unknown) => options.onError?.(error);
  return {
    retryAfter: async (key) => {
      try {
        const [count, ttl] = await Promise.all([redis.get(keyOf(key)), redis.pttl(keyOf(key))]);
        return Number(count) >= max && ttl > 0 ? Math.ceil(ttl / 1000) : 0;
      } catch (error) {
        failOpen(error);
        return 0;
      }
    },
    record: async (key) => {
      try {
        // the window starts at the first failure; later ones only add to it
        await redis.multi().set(keyOf(key), 0, 'PX', windowMs, 'NX').incr(keyOf(key)).exec();
      } catch (error) {
        failOpen(error);
      }
    },
  };
}

export function createFailureCounter(options: FailureCounterOptions): FailureCounter {
  return options.redis
    ? redisCounter({ ...options, redis: options.redis })
    : memoryCounter(options);
}
