import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';

// The content index (content-api.md) lives here. Until the query engine lands, it only
// knows how many documents the content folder holds, which /api/health reports.

export interface ContentStore {
  size(): number;
}

declare module 'fastify' {
  interface FastifyInstance {
    content: ContentStore;
  }
}

const CONTENT_FILE = /\.(md|ya?ml|json)$/;

function countFiles(dir: string): number {
  let count = 0;
  for (const name of readdirSync(dir)) {
    if (name.startsWith('.') || name === 'node_modules') continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) count += countFiles(full);
    else if (CONTENT_FILE.test(name)) count += 1;
  }
  return count;
}

export default fp(
  async (app) => {
    const size = countFiles(app.config.contentDir);
    app.log.info({ documents: size, dir: app.config.contentDir }, 'content loaded');
    app.decorate('content', { size: () => size });
  },
  { name: 'content' },
);
