import fp from 'fastify-plugin';
import { loadContent, type ContentIndex } from '../../content/load-content';

// The content index (content-api.md): built once at start from CONTENT_DIR; a query
// never reads the disk.

export interface ContentStore {
  index: () => ContentIndex;
  size: () => number;
}

declare module 'fastify' {
  interface FastifyInstance {
    content: ContentStore;
  }
}

export default fp(
  async (app) => {
    const started = Date.now();
    const index = loadContent(app.config.contentDir);
    app.log.info(
      { documents: index.documents.length, ms: Date.now() - started, dir: app.config.contentDir },
      'content loaded',
    );
    app.decorate('content', { index: () => index, size: () => index.documents.length });
  },
  { name: 'content' },
);
