import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { describeOnEngines, freshDatabase } from '../../test/databases';
import { migrate, readMigrations, splitStatements } from './migrate';

await describeOnEngines('migrations', (engine) => {
  test('when run on an empty database, then every migration applies in order', async () => {
    const { db, drop } = await freshDatabase(engine);
    try {
      const applied = await migrate(db);
      assert.deepEqual(
        applied,
        readMigrations().map((m) => m.name),
      );
      const rows = await db.query<{ version: number }>(
        'select version from schema_migrations order by version',
      );
      assert.deepEqual(
        rows.map((r) => r.version),
        readMigrations().map((m) => m.version),
      );
      const tables = await db.query<{ table_name: string }>(
        `select table_name from information_schema.tables where table_schema = current_schema()`,
      );
      const names = tables.map((t) => t.table_name);
      assert.ok(names.includes('users'), 'users table exists');
      assert.ok(names.includes('sessions'), 'sessions table exists');
    } finally {
      await drop();
    }
  });

  test('when run twice, then the second run applies nothing', async () => {
    const { db, drop } = await freshDatabase(engine);
    try {
      await migrate(db);
      assert.deepEqual(await migrate(db), []);
    } finally {
      await drop();
    }
  });

  test('when two instances migrate at once, then each file applies exactly once', async () => {
    const { db, drop } = await freshDatabase(engine);
    try {
      const [a, b] = await Promise.all([migrate(db), migrate(db)]);
      assert.equal(a.length + b.length, readMigrations().length);
    } finally {
      await drop();
    }
  });

  test('when a migration fails, then nothing of it remains', async () => {
    const { db, drop } = await freshDatabase(engine);
    try {
      const broken = [
        {
          version: 9001,
          name: '9001_broken',
          sql: 'create table t1 (id int);\nselect * from missing_table;',
        },
      ];
      await assert.rejects(migrate(db, broken));
      const rows = await db.query(
        `select 1 from information_schema.tables where table_schema = current_schema() and table_name = 't1'`,
      );
      assert.equal(rows.length, 0);
    } finally {
      await drop();
    }
  });
});

describe('splitStatements', () => {
  test('when a script has comments and dollar-quoted bodies, then statements stay whole', () => {
    const sql = [
      '-- a comment;',
      'create table a (id int);',
      'create function f() returns int as $$',
      'begin return 1; end;',
      '$$ language plpgsql;',
      'select 1;',
    ].join('\n');
    const statements = splitStatements(sql);
    assert.equal(statements.length, 3);
    assert.match(statements[1] ?? '', /begin return 1; end;/);
  });
});
