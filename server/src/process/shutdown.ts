import type { FastifyInstance } from 'fastify';

// A clean stop on SIGTERM/SIGINT: stop listening, write the acknowledged tracking records
// at once (whatever clients still hold connections open), let in-flight requests finish,
// close the database. A client that will not finish (a trickled body) is cut at the
// deadline — and the records are written again before exiting, never skipped.

export interface ShutdownOptions {
  deadlineMs: number;
  /** After the deadline: time for the last flush once the connections are cut. */
  graceMs?: number;
  exit?: (code: number) => void;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref());

export function gracefulShutdown(app: FastifyInstance, options: ShutdownOptions) {
  const exit = options.exit ?? ((code: number) => process.exit(code));
  const graceMs = options.graceMs ?? 3000;
  let started = false;

  return async (signal: string): Promise<void> => {
    if (started) return;
    started = true;
    app.log.info({ signal, waiting: app.tracking.size }, 'shutting down');
    let closed = false;
    // fastify closes the listener first, then waits for in-flight requests, then runs the
    // onClose hooks (tracking flush, database close)
    const closing = app.close().then(
      () => void (closed = true),
      (error: unknown) => app.log.error({ err: error }, 'error while shutting down'),
    );
    await app.tracking.flush();
    const deadline = sleep(options.deadlineMs).then(() => 'deadline' as const);
    if ((await Promise.race([closing, deadline])) === 'deadline') {
      app.log.warn('shutdown deadline passed: closing the remaining connections');
      app.server.closeAllConnections();
      await Promise.race([closing, sleep(graceMs)]);
      if (!closed) await Promise.race([app.tracking.flush(), sleep(graceMs)]);
    }
    if (app.tracking.size > 0) {
      app.log.error({ lost: app.tracking.size }, 'tracking records not written before exit');
    }
    exit(closed ? 0 : 1);
  };
}
