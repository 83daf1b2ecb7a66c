import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { buildContent, type BuiltContent } from '../../content/build-content';
import type { ContentIndex, ParseCache } from '../../content/load-content';
import { loadPrebuiltParses } from '../../content/prebuilt-parses';
import type { ContentQuery } from '../../content/query/index';
import { startStoredContent, type StoredContent } from '../../content/store/stored-content';
import { watchContent } from '../../content/watch-content';

// The content index (docs/content-query.md part A §11). With the app's database (always,
// in the server): the published versions the database holds, content/ being the first
// import (content/store/). Without one (the content bench, unit tests of this plugin): built
// and validated once from CONTENT_DIR (invalid content stops the server with file and
// field), rebuilt on change in development (a file broken mid-edit keeps the previous index).
// Either way a query never reads the disk.

export interface ContentStore {
  index: () => ContentIndex;
  size: () => number;
  query: () => ContentQuery;
  /** Changes whenever what visitors see changes (part of the rendered pages' cache key). */
  version: () => number;
  /** The studio's use-case deps, previews and live state (absent without a database). */
  stored?: StoredContent;
}

declare module 'fastify' {
  interface FastifyInstance {
    content: ContentStore;
  }
}

function fromFiles(app: FastifyInstance): ContentStore {
  const dir = app.config.contentDir;
  let current: BuiltContent = buildContent(dir);
  let version = 1;
  const report = (built: BuiltContent, message: string) => {
    for (const warning of built.warnings) app.log.warn({ dir }, `content: ${warning}`);
    app.log.info({ documents: built.index.documents.length, ms: built.ms, dir }, message);
  };
  report(current, 'content loaded');
  if (app.config.env === 'development') {
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
  }
  return {
    index: () => current.index,
    size: () => current.index.documents.length,
    query: () => current.query,
    version: () => version,
  };
}

export default fp(
  async (app) => {
    const prebuilt = loadPrebuiltParses(app.config.parsedContentFile);
    app.log.debug({ texts: prebuilt }, 'content: parses from the build');
    // the studio's use cases take the app's use-case deps (plugins/app/services.ts)
    if (!app.hasDecorator('deps')) {
      app.decorate('content', fromFiles(app));
      return;
    }
    const stored = await startStoredContent(app);
    const { live } = stored;
    app.decorate('content', {
      index: live.index,
      size: () => live.index().documents.length,
      query: live.query,
      version: live.version,
      stored,
    });
  },
  { name: 'content' },
);
