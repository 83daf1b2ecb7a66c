import fp from 'fastify-plugin';
import { TrackingBuffer } from '../../tracking/tracking-buffer';

declare module 'fastify' {
  interface FastifyInstance {
    tracking: TrackingBuffer;
  }
}

/** The tracking write buffer; whatever waits is written when the app closes. */
export default fp(
  async (app) => {
    const buffer = new TrackingBuffer({
      flushMs: app.config.trackingFlushMs,
      batchSize: app.config.trackingBatchSize,
      insert: (records) => app.repos.tracking.insertMany(records),
      sessions: app.repos.sessions,
      onError: (error, dropped) =>
        app.log.error({ err: error, dropped, waiting: buffer.size }, 'tracking flush failed'),
    });
    app.decorate('tracking', buffer);
    // onClose hooks run in reverse order of registration, so this runs before the
    // database plugin (registered earlier) closes the connection.
    app.addHook('onClose', async () => {
      await buffer.flush();
      buffer.stop();
    });
  },
  { name: 'tracking', dependencies: ['services'] },
);
