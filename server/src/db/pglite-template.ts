import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { serverDir } from '../config';
import { cacheKey } from '../files/generate/file-cache';
import { migrate, readMigrations, type Migration } from './migrate';
import { pgliteDatabase, type Database } from './database';

// A new embedded database used to cost its first start initdb and every migration (seconds
// of CPU). The build makes one migrated, empty database (dist/pglite-template/<key>.tar, also
// kept in FILES_CACHE_DIR) and a start on a data folder without a database unpacks it
// instead; migrate() then finds nothing left to do. The key is PGlite's version and the
// migrations' text, so a template never stands in for another schema; without a matching
// one the start runs initdb and the migrations as before. It is a cache: nothing in it is
// one database's own — what must differ between databases is made anew on unpacking.

export const TEMPLATE_DIR = path.join(serverDir, 'dist', 'pglite-template');

/** Tables a migrated database holds rows in: bookkeeping, and content_state (0009). */
export const TEMPLATE_ROWS = ['schema_migrations', 'content_state'];

function pgliteVersion(): string {
  const require = createRequire(import.meta.url);
  let dir = path.dirname(require.resolve('@electric-sql/pglite'));
  for (;;) {
    const file = path.join(dir, 'package.json');
    if (existsSync(file)) {
      const pkg = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version?: string };
      if (pkg.name === '@electric-sql/pglite') return pkg.version ?? '';
    }
    const parent = path.dirname(dir);
    if (parent === dir) return '';
    dir = parent;
  }
}

export function templateKey(migrations: Migration[] = readMigrations()): string {
  return cacheKey({ pglite: pgliteVersion(), migrations });
}

/** The template fitting this PGlite and these migrations, if the build made it. */
export function templateFile(
  dir = TEMPLATE_DIR,
  migrations: Migration[] = readMigrations(),
): string | undefined {
  const file = path.join(dir, `${templateKey(migrations)}.tar`);
  return existsSync(file) ? file : undefined;
}

/** Whether a PGlite data directory holds no database yet (so a template may be unpacked). */
export function isNewDataDirectory(dataDir: string): boolean {
  return !existsSync(dataDir) || !readdirSync(dataDir).includes('PG_VERSION');
}

/** A migrated, empty database as a tar (the build). */
export async function renderTemplate(migrations: Migration[] = readMigrations()): Promise<Buffer> {
  const { PGlite } = await import('@electric-sql/pglite');
  const pglite = new PGlite();
  try {
    await pglite.waitReady;
    await migrate(pgliteDatabase(pglite), migrations);
    return Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer());
  } finally {
    await pglite.close();
  }
}

/** What no two databases may share, made anew in a database unpacked from the template. */
export async function makeOwn(db: Database): Promise<void> {
  // the studio's preview links are signed with it (content/store/preview.ts)
  await db.query('update content_state set preview_secret = $1', [randomBytes(32).toString('hex')]);
}
