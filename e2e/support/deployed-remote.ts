import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { runBuild } from './build-remote';
import { test } from './fixtures';
import { remotesFile } from './remote-copy';
import { repoRoot, startSiteServer, type SiteServer } from './site-server';
import { startStaticServer } from './static-server';

// A remote deployed alone, as its team would: its source with one page added, built, served
// from a second origin (a CDN) and switched in through remotes.json while the site server
// runs; the shell is neither rebuilt nor restarted.

export interface AddedPage {
  /** The page module under src/features, without its ending ('preview/preview-page'). */
  module: string;
  source: string;
  /** Route entries naming the module, appended to the remote's routes.json. */
  routes: object[];
}

export interface DeployedRemote {
  /** The site server, started with an empty remotes.json (every remote at its default). */
  site: SiteServer;
  /** The second origin serving the new build. */
  cdn: Awaited<ReturnType<typeof startStaticServer>>;
  /** Rewrites the running server's remotes.json to load the remote from the second origin. */
  switchIn: () => void;
}

/** The remote's source copied to `work` with `page` added, built; returns the build folder. */
async function buildWithPage(remote: string, work: string, page: AddedPage): Promise<string> {
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  for (const entry of ['src', 'mf.config.ts', 'package.json', 'tsconfig.json']) {
    cpSync(path.join(repoRoot, `mfe-${remote}`, entry), path.join(work, entry), {
      recursive: true,
    });
  }
  const file = path.join(work, 'src/features', `${page.module}.tsx`);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, page.source);
  const routesFile = path.join(work, 'src/routes.json');
  const routes = JSON.parse(readFileSync(routesFile, 'utf8')) as unknown[];
  routes.push(...page.routes);
  writeFileSync(routesFile, JSON.stringify(routes, null, 2));
  await runBuild(work);
  const dist = path.join(work, 'dist');
  if (!existsSync(path.join(dist, 'server/remoteEntry.js'))) throw new Error('no server build');
  return dist;
}

/**
 * Hooks of a describe block: before all, builds `remote` with `page` added, serves the build
 * from a second origin and starts a site server at this worker's ports; after all, stops both
 * and removes the build's folder. The returned object is filled in before the first test.
 */
export function deployRemoteWithPage(
  remote: string,
  page: AddedPage,
  ports: { site: number; cdn: number },
): DeployedRemote {
  const work = path.join(repoRoot, `e2e/.tmp/mfe-${remote}-deployed`);
  const deployed: Partial<DeployedRemote> = {};

  test.beforeAll(async ({ workerPort }) => {
    test.setTimeout(300_000);
    const dist = await buildWithPage(remote, work, page);
    const cdn = await startStaticServer(dist, workerPort(ports.cdn));
    const config = remotesFile({});
    deployed.cdn = cdn;
    deployed.site = await startSiteServer(workerPort(ports.site), { REMOTES_CONFIG: config });
    deployed.switchIn = () =>
      writeFileSync(config, JSON.stringify({ [remote]: `${cdn.url}/mf-manifest.json` }));
  });

  test.afterAll(async () => {
    await deployed.site?.stop();
    await deployed.cdn?.close();
    rmSync(work, { recursive: true, force: true });
  });

  // filled in by beforeAll, which Playwright runs before any test of the block reads it
  return deployed as DeployedRemote;
}
