import { redisPubSub } from '../../lib/redis-pubsub';
import type { Database } from '../../db/database';

// How a publish reaches the other instances within seconds: Redis pub/sub when REDIS_URL is
// set, PostgreSQL LISTEN/NOTIFY otherwise on PostgreSQL; PGlite is one process, so there is
// nobody to tell. A message only says "the content version moved": each instance then asks
// the database what changed (live-content.ts), so a lost message is caught up by the next
// one, on reconnect, or by the periodic check.

export interface ContentBus {
  announce: (version: number) => Promise<void>;
  /** Called on every message, and after (re)connecting, when messages may have been missed. */
  onChange: (handler: () => void) => void;
  close: () => Promise<void>;
}

export interface BusLog {
  warn: (details: object, message: string) => void;
}

export function localContentBus(): ContentBus {
  return {
    announce: async () => undefined,
    onChange: () => undefined,
    close: async () => undefined,
  };
}

function handlers() {
  const list: Array<() => void> = [];
  return {
    add: (handler: () => void) => void list.push(handler),
    fire: () => list.forEach((h) => h()),
  };
}

export async function redisContentBus(
  url: string,
  channel: string,
  log: BusLog,
): Promise<ContentBus> {
  const { publisher, subscriber } = await redisPubSub(url);
  const changed = handlers();
  const warn = (error: Error) => log.warn({ err: error.message }, 'redis error (content bus)');
  publisher.on('error', warn);
  subscriber.on('error', warn);
  subscriber.on('ready', () => {
    subscriber.subscribe(channel).then(changed.fire, (error: Error) => warn(error));
  });
  subscriber.on('message', (from: string) => {
    if (from === channel) changed.fire();
  });
  return {
    announce: async (version) => {
      try {
        await publisher.publish(channel, String(version));
      } catch (error) {
        warn(error as Error);
      }
    },
    onChange: changed.add,
    close: async () => {
      publisher.disconnect();
      subscriber.disconnect();
    },
  };
}

export async function postgresContentBus(
  db: Database,
  channel: string,
  log: BusLog,
): Promise<ContentBus> {
  const changed = handlers();
  const stop = await db.listen?.(channel, changed.fire);
  return {
    announce: async (version) => {
      try {
        await db.query('select pg_notify($1, $2)', [channel, String(version)]);
      } catch (error) {
        log.warn({ err: (error as Error).message }, 'could not notify the other instances');
      }
    },
    onChange: changed.add,
    close: async () => stop?.(),
  };
}
