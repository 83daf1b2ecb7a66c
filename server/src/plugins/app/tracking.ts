import fp from 'fastify-plugin';
import { KnownPaths } from '../../tracking/known-paths';
import { TrackingBuffer } from '../../tracking/tracking-buffer';

declare module 'fastify' {
  interface FastifyInstance {
    tracking: TrackingBuffer;
    /** Whether a tracked path is a page of the route table (the site plugin supplies it). */
    knownPaths: KnownPaths;
  }
}

/** The tracking write buffer; whatever waits is written when the app closes. */
export default fp(
  async (app) => {
    const { trackingFlushMs, trackingBatchSize, trackingMaxPending } = app.config;
    const buffer = new TrackingBuffer({
      flushMs: trackingFlushMs,
      batchSize: trackingBatchSize,
      maxPending: trackingMaxPending,
      insert: (records) => app.repos.tracking.insertMany(records),
      sessions: app.repos.sessions,
      // no stack: the cause is the database, and the retries are quiet until it is back
      onUnavailable: (error, waiting) =>
        app.log.error(
          { reason: error instanceof Error ? error.message : String(error), waiting },
          'tracking records cannot be written; kept and retried',
        ),
      onRecovered: (waiting) => app.log.info({ waiting }, 'tracking records written again'),
      onRejected: (count, reason) =>
        app.log.warn({ count, reason }, 'tracking record refused by the database, dropped'),
    });
    app.decorate('tracking', buffer);
    app.decorate('knownPaths', new KnownPaths());
    // onClose hooks run in reverse order of registration, so this runs before the
    // database plugin (registered earlier) closes the connection.
    app.addHook('onClose', async () => {
      await buffer.flush();
      buffer.stop();
      if (buffer.size > 0) {
        app.log.error({ lost: buffer.size }, 'tracking records could not be written before exit');
      }
    });
  },
  { name: 'tracking', dependencies: ['services'] },
);
