import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serverDir } from '../config';
import type { Database } from './database';

// Versioned migrations: numbered SQL files in server/migrations, each applied once, in
// order. An advisory lock keeps N instances starting together on one PostgreSQL from
// applying the same file twice.

export const MIGRATIONS_DIR = path.join(serverDir, 'migrations');

const LOCK_ID = 2_200_589_011;

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

export function readMigrations(dir: string = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir)
    .filter((file) => /^\d{4}_[\w-]+\.sql$/.test(file))
    .sort()
    .map((file) => ({
      version: Number(file.slice(0, 4)),
      name: file.replace(/\.sql$/, ''),
      sql: readFileSync(path.join(dir, file), 'utf8'),
    }));
}

export async function migrate(
  db: Database,
  migrations: Migration[] = readMigrations(),
): Promise<string[]> {
  // One transaction for all pending files: the transaction-scoped lock is released on
  // commit whichever pooled connection ran it, and a failing file leaves nothing half-done.
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [LOCK_ID]);
    await tx.query(`create table if not exists schema_migrations (
      version integer primary key,
      name text not null,
      applied_at timestamptz not null default now()
    )`);
    const done = new Set(
      (await tx.query<{ version: number }>('select version from schema_migrations')).map(
        (row) => row.version,
      ),
    );
    const applied: string[] = [];
    for (const migration of migrations.filter((m) => !done.has(m.version))) {
      for (const statement of splitStatements(migration.sql)) await tx.query(statement);
      await tx.query('insert into schema_migrations (version, name) values ($1, $2)', [
        migration.version,
        migration.name,
      ]);
      applied.push(migration.name);
    }
    return applied;
  });
}

/**
 * Splits a migration into statements for the parameterised query path (which takes one
 * statement at a time). Statements end with ';' at the end of a line; dollar-quoted
 * bodies ($$ … $$) are kept whole.
 */
export function splitStatements(sql: string): string[] {
  const statements: string[] = [];
  let current = '';
  let inDollar = false;
  for (const line of sql.split('\n')) {
    if (line.trim().startsWith('--') && !inDollar) continue;
    current += `${line}\n`;
    if ((line.match(/\$\$/g) ?? []).length % 2 === 1) inDollar = !inDollar;
    if (!inDollar && line.trimEnd().endsWith(';')) {
      statements.push(current.trim());
      current = '';
    }
  }
  if (current.trim()) statements.push(current.trim());
  return statements;
}
