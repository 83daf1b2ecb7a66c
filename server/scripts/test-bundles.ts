import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';

// The server's test files compiled once to plain JavaScript for `node --test` (run-tests.ts).
// Through tsx every test process loaded the whole app module by module through tsx's loader
// thread: about a quarter of the suite's CPU (docs/toolchain.md 'Where CI's time goes').
// Here one esbuild run bundles our TypeScript (server and @dpu packages; shared modules in
// common chunks) and leaves every third-party package to node; source maps keep stack traces
// on the .ts lines.

const serverDir = path.resolve(import.meta.dirname, '..');
/**
 * Inside server/node_modules, so the bundles find the packages the sources find; a folder
 * per run, so two runs side by side (different files) never replace each other's bundles.
 */
export const BUNDLE_DIR = path.join(
  serverDir,
  'node_modules/.cache/server-tests',
  `${process.pid}`,
);

/** Third-party packages stay imports, loaded by node from node_modules as from the sources. */
const thirdPartyExternal: Plugin = {
  name: 'third-party-external',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@dpu/') ? undefined : { path: args.path, external: true },
    );
  },
};

/**
 * A module's own location, written into it: code finds content, migrations and fixtures from
 * import.meta (and CommonJS-style __dirname), which in a bundle would name the bundle.
 */
const ownLocation: Plugin = {
  name: 'own-location',
  setup(builder) {
    builder.onLoad({ filter: /\.tsx?$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      const dir = JSON.stringify(path.dirname(args.path));
      const file = JSON.stringify(args.path);
      const contents = source
        .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href))
        .replaceAll('import.meta.dirname', dir)
        .replaceAll('import.meta.filename', file)
        .replace(/\b__dirname\b/g, dir)
        .replace(/\b__filename\b/g, file);
      return { contents, loader: args.path.endsWith('x') ? 'tsx' : 'ts' };
    });
  },
};

/** Bundles the given test files (paths relative to server/); returns the bundles' paths. */
export async function bundleTests(files: string[]): Promise<string[]> {
  await build({
    absWorkingDir: serverDir,
    entryPoints: files,
    outdir: BUNDLE_DIR,
    outbase: serverDir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    plugins: [thirdPartyExternal, ownLocation],
    logLevel: 'warning',
  });
  return files.map((file) => path.join(BUNDLE_DIR, file.replace(/\.tsx?$/, '.mjs')));
}

export function removeBundles(): Promise<void> {
  return rm(BUNDLE_DIR, { recursive: true, force: true });
}
