import path from 'node:path';
import fp from 'fastify-plugin';
import type { BlobStore } from '../../blobs/blob-store';
import { importLegacyResumes } from '../../blobs/legacy-resumes';
import { openBlobStore } from '../../blobs/open-blob-store';

declare module 'fastify' {
  interface FastifyInstance {
    /** Files every instance can read: résumés, media, support material (blobs/blob-store.ts). */
    blobs: BlobStore;
  }
}

export interface BlobsPluginOptions {
  /** Another store (tests); otherwise the one that fits the database. */
  store?: BlobStore;
}

export default fp<BlobsPluginOptions>(
  async (app, options) => {
    const store = options.store ?? openBlobStore(app.db, app.config.blobDir);
    app.log.info({ store: store.kind }, 'blob store ready');
    app.decorate('blobs', store);
    // once every plugin is loaded (the repositories exist): résumés older versions left on
    // this instance's disk move into the store
    app.addHook('onReady', async () => {
      const uploads = path.join(app.config.dataDir, 'uploads');
      await importLegacyResumes(app.repos, store, uploads, app.log);
    });
  },
  { name: 'blobs', dependencies: ['database'] },
);
