import { redisPubSub } from '../lib/redis-pubsub';

// How the instances of one deployment tell each other that sessions ended (logout,
// password reset), so every instance drops them from its cache at once. With REDIS_URL:
// Redis pub/sub. Without it, one process is the deployment and there is nobody to tell.

export type SessionEvent = { kind: 'token'; tokenHash: string } | { kind: 'user'; userId: number };

export interface SessionBus {
  publish: (event: SessionEvent) => Promise<void>;
  onEvent: (handler: (event: SessionEvent) => void) => void;
  /** Runs when messages may have been missed (the subscription was lost and is back). */
  onResync: (handler: () => void) => void;
  /**
   * Whether the cache may be trusted: false while the subscription is down, because an
   * ending session on another instance would go unnoticed — then sessions come from the
   * database on every request.
   */
  connected: () => boolean;
  close: () => Promise<void>;
}

export const SESSION_CHANNEL = 'dpu-sessions:ended';

export function localSessionBus(): SessionBus {
  return {
    publish: async () => undefined,
    onEvent: () => undefined,
    onResync: () => undefined,
    connected: () => true,
    close: async () => undefined,
  };
}

function parseEvent(message: string): SessionEvent | undefined {
  try {
    const event = JSON.parse(message) as Partial<SessionEvent>;
    if (event.kind === 'token' && typeof event.tokenHash === 'string') return event as SessionEvent;
    if (event.kind === 'user' && Number.isInteger(event.userId)) return event as SessionEvent;
  } catch {
    // not ours: ignored below
  }
  return undefined;
}

export interface RedisBusLog {
  warn: (details: object, message: string) => void;
  info: (details: object, message: string) => void;
}

export async function redisSessionBus(url: string, log: RedisBusLog): Promise<SessionBus> {
  const { publisher, subscriber } = await redisPubSub(url);
  const handlers: Array<(event: SessionEvent) => void> = [];
  const resyncs: Array<() => void> = [];
  let subscribed = false;
  let everSubscribed = false;

  publisher.on('error', (error: Error) => log.warn({ err: error.message }, 'redis error'));
  subscriber.on('error', (error: Error) => log.warn({ err: error.message }, 'redis error'));
  subscriber.on('ready', () => {
    subscriber.subscribe(SESSION_CHANNEL).then(
      () => {
        if (everSubscribed) log.info({}, 'redis back: session cache in use again');
        subscribed = true;
        everSubscribed = true;
        for (const resync of resyncs) resync();
      },
      (error: unknown) =>
        log.warn({ err: error instanceof Error ? error.message : error }, 'redis subscribe failed'),
    );
  });
  subscriber.on('close', () => {
    if (subscribed) log.warn({}, 'redis down: sessions are read from the database');
    subscribed = false;
  });
  subscriber.on('message', (channel: string, message: string) => {
    if (channel !== SESSION_CHANNEL) return;
    const event = parseEvent(message);
    if (event) for (const handler of handlers) handler(event);
  });

  return {
    publish: async (event) => {
      try {
        await publisher.publish(SESSION_CHANNEL, JSON.stringify(event));
      } catch (error) {
        log.warn(
          { err: error instanceof Error ? error.message : error },
          'could not tell the other instances that a session ended',
        );
      }
    },
    onEvent: (handler) => void handlers.push(handler),
    onResync: (handler) => void resyncs.push(handler),
    connected: () => subscribed,
    close: async () => {
      subscribed = false;
      publisher.disconnect();
      subscriber.disconnect();
    },
  };
}
