import { existsSync } from 'node:fs';
import path from 'node:path';
import { APPS } from './site-routes';
import { repoRoot } from './site-server';

// The run needs the built site and server; each worker then starts its own site server
// (support/fixtures.ts), and specs that need a differently configured one start it on a
// port of their worker's block.
export default function globalSetup(): void {
  for (const app of APPS) {
    if (!existsSync(path.join(repoRoot, app, 'dist/index.html'))) {
      throw new Error(`${app} is not built: run 'npm run build' before the end-to-end tests.`);
    }
  }
  if (!existsSync(path.join(repoRoot, 'server/dist/server.js'))) {
    throw new Error("the server is not built: run 'npm run build' before the end-to-end tests.");
  }
}
