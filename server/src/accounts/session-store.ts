import { LRUCache } from 'lru-cache';
import type { SessionBus, SessionEvent } from './session-bus';
import type { SessionsRepository, SessionUser } from './sessions-repository';

// Sessions as every request sees them: the repository behind a short-lived in-process
// cache, so a signed-in visitor costs one database read per cache lifetime instead of
// one per request. Ending sessions (logout, password reset) drops them here and, through
// the bus, on every other instance at once; while the bus is down the cache is bypassed.

export interface SessionStoreOptions {
  repository: SessionsRepository;
  bus: SessionBus;
  /** How long a looked-up session is trusted without asking the database again. */
  cacheMs: number;
  maxEntries: number;
}

export type SessionStore = SessionsRepository & {
  /** Forgets every cached session (as if the cache lifetime had passed). */
  clearCache: () => void;
  /** False while sessions come from the database on every request (the bus is down). */
  cacheInUse: () => boolean;
  /** Sessions a committed transaction ended: forgotten here and on every other instance. */
  ended: (event: SessionEvent) => Promise<void>;
};

export function createSessionStore(options: SessionStoreOptions): SessionStore {
  const { repository, bus } = options;
  const cache =
    options.cacheMs > 0
      ? new LRUCache<string, SessionUser>({ max: options.maxEntries, ttl: options.cacheMs })
      : undefined;

  // A lookup that raced with an ending session must not put it back: only lookups that
  // started after the last ending are cached.
  let endings = 0;
  const forget = (event: SessionEvent) => {
    endings += 1;
    if (!cache) return;
    if (event.kind === 'token') {
      cache.delete(event.tokenHash);
      return;
    }
    for (const [hash, user] of cache.entries()) {
      if (user.id === event.userId) cache.delete(hash);
    }
  };
  bus.onEvent(forget);
  bus.onResync(() => {
    endings += 1;
    cache?.clear();
  });

  const end = async (event: SessionEvent) => {
    forget(event);
    await bus.publish(event);
  };

  return {
    ...repository,
    async touch(tokenHash) {
      const useCache = cache && bus.connected();
      const cached = useCache ? cache.get(tokenHash) : undefined;
      if (cached) return cached;
      const endingsBefore = endings;
      const user = await repository.touch(tokenHash);
      if (user && useCache && endings === endingsBefore) cache.set(tokenHash, user);
      return user;
    },
    async delete(tokenHash) {
      await repository.delete(tokenHash);
      await end({ kind: 'token', tokenHash });
    },
    async deleteForUser(userId) {
      await repository.deleteForUser(userId);
      await end({ kind: 'user', userId });
    },
    clearCache: () => cache?.clear(),
    cacheInUse: () => cache !== undefined && bus.connected(),
    ended: end,
  };
}
