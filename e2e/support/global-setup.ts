import { existsSync } from 'node:fs';
import path from 'node:path';
import { repoRoot, startSiteServer } from './site-server';

// One server for the whole run; specs that need a differently configured server start
// their own on another port.
export default async function globalSetup(): Promise<() => Promise<void>> {
  for (const app of ['shell', 'mfe-marketing', 'mfe-products', 'mfe-careers', 'mfe-support']) {
    if (!existsSync(path.join(repoRoot, app, 'dist/index.html'))) {
      throw new Error(`${app} is not built: run 'npm run build' before the end-to-end tests.`);
    }
  }
  if (!existsSync(path.join(repoRoot, 'server/dist/server.js'))) {
    throw new Error("the server is not built: run 'npm run build' before the end-to-end tests.");
  }
  const server = await startSiteServer(Number(process.env.E2E_PORT ?? 8090));
  return server.stop;
}
