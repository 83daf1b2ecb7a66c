import type { DatabaseLog } from './database';

// LISTEN on a connection of its own (a pooled one would be handed to other queries). When
// the connection drops it is opened again every second; after each (re)connect the handler
// runs once, since notifications sent meanwhile were lost.

const RETRY_MS = 1000;

export async function listenPostgres(
  url: string,
  schema: string | undefined,
  channel: string,
  onNotify: () => void,
  log: DatabaseLog,
): Promise<() => Promise<void>> {
  const { default: pg } = await import('pg');
  let client: InstanceType<typeof pg.Client> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let closed = false;

  const retry = () => {
    if (closed || timer) return;
    client = undefined;
    timer = setTimeout(() => {
      timer = undefined;
      connect().catch(retry);
    }, RETRY_MS);
    timer.unref();
  };

  const connect = async () => {
    const next = new pg.Client({
      connectionString: url,
      connectionTimeoutMillis: 2000,
      keepAlive: true,
      ...(schema ? { options: `-c search_path=${schema}` } : {}),
    });
    next.on('notification', (message) => {
      if (message.channel === channel) onNotify();
    });
    next.on('error', (error) => {
      log.warn({ reason: error.message }, 'database listener lost');
      retry();
    });
    next.on('end', retry);
    await next.connect();
    await next.query(`listen "${channel.replace(/"/g, '""')}"`);
    if (closed) {
      await next.end();
      return;
    }
    client = next;
    onNotify();
  };

  try {
    await connect();
  } catch (error) {
    log.warn({ reason: (error as Error).message }, 'database listener not connected; retrying');
    retry();
  }
  return async () => {
    closed = true;
    clearTimeout(timer);
    await client?.end().catch(() => undefined);
  };
}
