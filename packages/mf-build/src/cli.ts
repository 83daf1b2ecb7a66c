import { cpSync, existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import webpack, { type Configuration } from 'webpack';
import { buildRouteTable, toClientRoute, type RouteManifest } from '@dpu/contracts';
import WebpackDevServer from 'webpack-dev-server';
import { REMOTE_NAMES } from '@dpu/contracts';
import { DEV_PORTS, type AppConfig } from './app-config';
import { formatKb, writeBundleReport } from './bundle-report';
import { precompress } from './precompress';
import { progressPlugin } from './progress';
import { buildServiceWorker } from './service-worker';
import { loadRouteManifest, RouteManifestPlugin } from './route-manifest-plugin';
import { createServerWebpackConfig } from './server-config';
import { createWebpackConfig } from './webpack-config';

const appDir = process.cwd();

async function loadAppConfig(): Promise<AppConfig> {
  const file = path.join(appDir, 'mf.config.ts');
  if (!existsSync(file)) {
    throw new Error(
      `No mf.config.ts in ${appDir}: run mf-build from an app folder (shell/, mfe-*/).`,
    );
  }
  const mod = (await import(pathToFileURL(file).href)) as { default: AppConfig };
  return mod.default;
}

function run(compiler: webpack.Compiler): Promise<webpack.Stats> {
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error) reject(error);
      else if (!stats) reject(new Error('webpack returned no stats'));
      else resolve(stats);
    });
  });
}

async function build(app: AppConfig): Promise<void> {
  const started = Date.now();
  const config: Configuration = createWebpackConfig(app, appDir, {
    production: true,
    shareAntd: process.env.MF_SHARE_ANTD === '1',
  });
  config.plugins?.push(
    progressPlugin(app.name),
    new RouteManifestPlugin(await loadRouteManifest(appDir, app.routeManifest)),
  );
  const stats = await run(webpack(config));
  if (stats.hasErrors()) {
    console.error(stats.toString({ all: false, errors: true, colors: true }));
    throw new Error(`[${app.name}] build failed: fix the errors above and run the build again.`);
  }
  const publicDir = path.join(appDir, 'public');
  if (existsSync(publicDir)) {
    cpSync(publicDir, path.join(appDir, 'dist'), {
      recursive: true,
      filter: (src) => path.basename(src) !== 'index.html',
    });
  }
  if (app.serviceWorker) {
    const version = await buildServiceWorker(app.serviceWorker, appDir, run);
    console.log(`[${app.name}] service worker dist/sw.js, version ${version}`);
  }
  await buildServer(app);
  const sizes = writeBundleReport(path.join(appDir, 'dist'));
  precompress(path.join(appDir, 'dist'));
  const js = sizes.filter((s) => s.file.endsWith('.js'));
  const total = js.reduce((sum, s) => sum + s.bytes, 0);
  const totalGzip = js.reduce((sum, s) => sum + s.gzipBytes, 0);
  console.log(
    `[${app.name}] built in ${((Date.now() - started) / 1000).toFixed(1)} s: ${js.length} JS files, ` +
      `${formatKb(total)} (${formatKb(totalGzip)} gzip); largest ${js[0]?.file ?? '-'}`,
  );
}

/** The Node build the site server renders pages with (dist/server/). */
async function buildServer(app: AppConfig): Promise<void> {
  const config = createServerWebpackConfig(app, appDir, true);
  config.plugins?.push(progressPlugin(`${app.name}:server`));
  const stats = await run(webpack(config));
  if (stats.hasErrors()) {
    console.error(stats.toString({ all: false, errors: true, colors: true }));
    throw new Error(`[${app.name}] server build failed: fix the errors above and build again.`);
  }
  // The apps' package.json say "type": "module"; the Node build is CommonJS.
  writeFileSync(path.join(appDir, 'dist/server/package.json'), '{ "type": "commonjs" }\n');
}

async function dev(app: AppConfig): Promise<void> {
  const config = createWebpackConfig(app, appDir, { production: false });
  config.plugins?.push(new RouteManifestPlugin(await loadRouteManifest(appDir, app.routeManifest)));
  const apiUrl = process.env.API_URL ?? 'http://localhost:8080';
  const server = new WebpackDevServer(
    {
      port: app.devPort,
      historyApiFallback: true,
      hot: false,
      liveReload: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: [{ context: ['/api', '/data'], target: apiUrl, changeOrigin: true }],
      setupMiddlewares: (middlewares, devServer) => {
        // In development the shell composes the remotes' dev servers.
        // …and their route manifests, merged as the site server would
        devServer.app?.get('/mf/routes.json', (_req, res) => {
          void devRouteTable(app).then(
            (routes) => res.json(routes),
            (error: unknown) => res.status(502).json({ error: String(error) }),
          );
        });
        devServer.app?.get('/mf/remotes.json', (_req, res) => {
          res.json(
            Object.fromEntries(
              REMOTE_NAMES.map((key) => [
                key,
                `http://localhost:${DEV_PORTS[key]}/mf-manifest.json`,
              ]),
            ),
          );
        });
        return middlewares;
      },
    },
    webpack(config),
  );
  await server.start();
  console.log(
    `[${app.name}] dev server on http://localhost:${app.devPort} (API proxied to ${apiUrl})`,
  );
}

/** The route table of the development servers: this app's manifest first, then each remote's. */
async function devRouteTable(app: AppConfig): Promise<unknown[]> {
  const own = (await loadRouteManifest(appDir, app.routeManifest)) as RouteManifest;
  const remotes = await Promise.all(
    REMOTE_NAMES.map(async (key) => {
      try {
        const response = await fetch(`http://localhost:${DEV_PORTS[key]}/routes.json`);
        return { ...((await response.json()) as RouteManifest), app: key };
      } catch {
        console.warn(`[${app.name}] the ${key} dev server does not answer: its pages are missing`);
        return { app: key, routes: [] };
      }
    }),
  );
  return buildRouteTable([own, ...remotes]).map(toClientRoute);
}

async function main(): Promise<void> {
  const command = process.argv[2];
  const app = await loadAppConfig();
  if (command === 'build') await build(app);
  else if (command === 'dev') await dev(app);
  else throw new Error(`Unknown command '${command ?? ''}'. Use: mf-build build | mf-build dev`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
