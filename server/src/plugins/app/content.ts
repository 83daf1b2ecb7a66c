import fp from 'fastify-plugin';
import { buildContent, type BuiltContent } from '../../content/build-content';
import type { ContentIndex, ParseCache } from '../../content/load-content';
import type { ContentQuery } from '../../content/query/index';
import { watchContent } from '../../content/watch-content';

// The content index (docs/content-query.md part A §11): built and validated once at start from
// CONTENT_DIR (invalid content stops the server with file and field); a query never
// reads the disk. In development a change rebuilds it; a file broken mid-edit is logged
// and the previous index stays.

export interface ContentStore {
  index: () => ContentIndex;
  size: () => number;
  query: () => ContentQuery;
  /** Changes whenever the content is rebuilt (part of the rendered pages' cache key). */
  version: () => number;
}

declare module 'fastify' {
  interface FastifyInstance {
    content: ContentStore;
  }
}

export default fp(
  async (app) => {
    const dir = app.config.contentDir;
    let current: BuiltContent = buildContent(dir);
    let version = 1;
    const report = (built: BuiltContent, message: string) => {
      for (const warning of built.warnings) app.log.warn({ dir }, `content: ${warning}`);
      app.log.info({ documents: built.index.documents.length, ms: built.ms, dir }, message);
    };
    report(current, 'content loaded');
    app.decorate('content', {
      index: () => current.index,
      size: () => current.index.documents.length,
      query: () => current.query,
      version: () => version,
    });

    if (app.config.env !== 'development') return;
    const parsed: ParseCache = new Map();
    const stop = watchContent(dir, () => {
      try {
        current = buildContent(dir, parsed);
        version += 1;
        report(current, 'content reloaded');
      } catch (error) {
        app.log.error({ err: error }, 'content reload failed; the previous content stays');
      }
    });
    app.addHook('onClose', async () => stop());
  },
  { name: 'content' },
);
