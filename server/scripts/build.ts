import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';
import { parserVersionOfSources } from '../src/content/parser-version';
import { renderTemplate, TEMPLATE_DIR, templateKey } from '../src/db/pglite-template';
import { filesBuildConfig } from '../src/files/generate/build-config';
import { cached } from '../src/files/generate/file-cache';

// The production server: src/server.ts and our workspace packages bundled into one ESM
// file, dist/server.js, run with plain `node` (no compiler at start), with the third-party
// packages it loads at every start (`external` below lists those that stay outside, loaded
// from node_modules at run time); migrations and content are read from server/ and the
// repository at run time, found from the bundle's location (src/config.ts serverDir).
// Build-only packages (devDependencies: the file generators' pdfkit, ffmpeg, fonts…) may not
// reach the bundle: the production server runs without them (`npm install --omit=dev`).

const serverDir = path.resolve(import.meta.dirname, '..');
const outfile = path.resolve(serverDir, process.argv[2] ?? 'dist/server.js');
const pkg = JSON.parse(readFileSync(path.join(serverDir, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
// Most third-party packages are bundled too: loaded from node_modules they cost a start
// thousands of file look-ups and reads and a compile per module (about a second of CPU on
// this project's machine, docs/server.md 'Start'); inside the bundle they are one read and
// one compile. These stay outside: they bring files of their own (PGlite's wasm and data,
// sharp's and resvg's native code, the CJK font), or are loaded only at first use (mail,
// Redis, the studio's diff, PostgreSQL without the embedded database, Fastify's schema
// compilers and inject), so a start neither reads nor parses them.
const external = [
  '@electric-sql/pglite',
  '@expo-google-fonts/noto-sans-sc',
  '@resvg/resvg-js',
  'sharp',
  'pg',
  'ioredis',
  'nodemailer',
  'diff',
  '@fastify/ajv-compiler',
  '@fastify/fast-json-stringify-compiler',
  'light-my-request',
];
const buildOnly = Object.keys(pkg.devDependencies).filter((name) => !name.startsWith('@dpu/'));

const noBuildOnlyPackages: Plugin = {
  name: 'no-build-only-packages',
  setup(builder) {
    const names = buildOnly.map((name) => name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'));
    builder.onResolve({ filter: new RegExp(`^(${names.join('|')})(/|$)`) }, (args) => ({
      errors: [
        {
          text: `${args.path} is a build-only package (devDependencies): the running server must not import it (imported by ${path.relative(serverDir, args.importer)})`,
        },
      ],
    }));
  },
};

const started = Date.now();
await build({
  entryPoints: [path.join(serverDir, 'src/server.ts')],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  plugins: [noBuildOnlyPackages],
  // the bundle carries its content parser's version (src/content/parser-version.ts)
  define: { __CONTENT_PARSER_VERSION__: JSON.stringify(parserVersionOfSources()) },
  logLevel: 'warning',
  // bundled CommonJS code, if any, still finds require()
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
});
process.stdout.write(
  `server: built ${path.relative(process.cwd(), outfile)} in ${Date.now() - started} ms\n`,
);

// A new embedded database starts from this migrated one (src/db/pglite-template.ts); making
// it runs initdb, so it is kept in FILES_CACHE_DIR like the generated files.
const templateStarted = Date.now();
const key = templateKey();
const template = await cached(filesBuildConfig().cacheDir, `pglite-${key}`, '.tar', () =>
  renderTemplate(),
);
rmSync(TEMPLATE_DIR, { recursive: true, force: true });
mkdirSync(TEMPLATE_DIR, { recursive: true });
writeFileSync(path.join(TEMPLATE_DIR, `${key}.tar`), template.content);
process.stdout.write(
  `server: database template ${template.rendered ? 'made' : 'copied from the cache'} in ${Date.now() - templateStarted} ms\n`,
);
