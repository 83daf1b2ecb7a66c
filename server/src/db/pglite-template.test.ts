import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { openDatabase, type Database } from './database';
import { migrate, readMigrations } from './migrate';
import {
  isNewDataDirectory,
  makeOwn,
  renderTemplate,
  TEMPLATE_ROWS,
  templateFile,
  templateKey,
} from './pglite-template';

// A new embedded database unpacked from the build's template is the database migrations
// would have made, and still its own.

const root = mkdtempSync(path.join(tmpdir(), 'pglite-template-'));
const templates = path.join(root, 'templates');
let template: Buffer;
const opened: Database[] = [];
before(async () => {
  template = await renderTemplate();
  mkdirSync(templates);
  writeFileSync(path.join(templates, `${templateKey()}.tar`), template);
});
after(async () => {
  for (const db of opened) await db.close();
  rmSync(root, { recursive: true, force: true });
});

async function newDatabase(name: string): Promise<Database> {
  const dataDir = path.join(root, name, 'db');
  assert.ok(isNewDataDirectory(dataDir));
  const file = templateFile(templates);
  assert.ok(file, 'the template of these migrations is found');
  const db = await openDatabase({ dataDir, loadDataDir: new Blob([readFileSync(file)]) });
  opened.push(db);
  await makeOwn(db);
  assert.equal(isNewDataDirectory(dataDir), false);
  return db;
}

const secretOf = async (db: Database) =>
  (await db.query<{ s: string }>('select preview_secret as s from content_state'))[0]?.s;

describe('the database template', () => {
  test('when a new data folder starts from it, then every migration is applied and no row is there', async () => {
    const db = await newDatabase('one');
    assert.deepEqual(await migrate(db), []);
    const [users] = await db.query<{ n: number }>('select count(*)::int as n from users');
    assert.equal(users?.n, 0);
  });

  test('when two data folders start from it, then each has its own preview secret', async () => {
    const first = await secretOf(await newDatabase('first'));
    const second = await secretOf(await newDatabase('second'));
    assert.ok(first && second);
    assert.notEqual(first, second);
  });

  test('when the migrations change, then the template is not used', () => {
    const more = [...readMigrations(), { version: 9999, name: '9999_more', sql: 'select 1;' }];
    assert.equal(templateFile(templates, more), undefined);
  });

  test('a migrated database holds rows only in the tables makeOwn knows of', async () => {
    // a migration that inserts rows must say here whether they may be shared by every
    // database made from one template (makeOwn re-makes what may not)
    const db = await newDatabase('rows');
    const tables = await db.query<{ name: string }>(
      `select table_name as name from information_schema.tables
        where table_schema = current_schema() and table_type = 'BASE TABLE'`,
    );
    const withRows: string[] = [];
    for (const { name } of tables) {
      const [row] = await db.query<{ n: number }>(`select count(*)::int as n from "${name}"`);
      if ((row?.n ?? 0) > 0) withRows.push(name);
    }
    assert.deepEqual(withRows.sort(), [...TEMPLATE_ROWS].sort());
  });
});
