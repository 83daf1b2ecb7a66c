import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import TerserPlugin from 'terser-webpack-plugin';
import webpack, { type Configuration } from 'webpack';
import { scriptRule } from './webpack-config';

export const SERVICE_WORKER_FILE = 'sw.js';

// Files that do not change what the site serves (maps, reports, precompressed copies).
const IGNORED = /\.(map|br|gz)$|^bundle-sizes\.json$|^sw\.js$/;

function listFiles(dir: string, prefix = ''): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) return listFiles(full, `${prefix}${name}/`);
      return IGNORED.test(name) ? [] : [`${prefix}${name}`];
    });
}

/** A short hash of the built files and the worker's source: changes with every deploy. */
export function buildVersion(distDir: string, workerSource: string): string {
  const hash = createHash('sha256');
  for (const file of listFiles(distDir)) {
    hash.update(file);
    hash.update(readFileSync(path.join(distDir, file)));
  }
  hash.update(readFileSync(workerSource));
  return hash.digest('hex').slice(0, 12);
}

export function createServiceWorkerConfig(
  source: string,
  appDir: string,
  version: string,
): Configuration {
  return {
    mode: 'production',
    context: appDir,
    entry: { sw: source },
    target: 'webworker',
    devtool: false,
    output: {
      path: path.join(appDir, 'dist'),
      filename: SERVICE_WORKER_FILE,
      clean: false,
      iife: true,
    },
    resolve: { extensions: ['.ts', '.js'] },
    module: { rules: [scriptRule(true)] },
    optimization: {
      minimize: true,
      minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false })],
    },
    performance: { hints: false },
    plugins: [new webpack.DefinePlugin({ __SW_VERSION__: JSON.stringify(version) })],
    stats: 'errors-warnings',
  };
}

/** Compiles the app's service worker into dist/sw.js after the app's own build. */
export async function buildServiceWorker(
  source: string,
  appDir: string,
  run: (compiler: webpack.Compiler) => Promise<webpack.Stats>,
): Promise<string> {
  const sourcePath = path.resolve(appDir, source);
  const version = buildVersion(path.join(appDir, 'dist'), sourcePath);
  const stats = await run(webpack(createServiceWorkerConfig(sourcePath, appDir, version)));
  if (stats.hasErrors()) {
    console.error(stats.toString({ all: false, errors: true, colors: true }));
    throw new Error('service worker build failed: fix the errors above and build again.');
  }
  return version;
}
