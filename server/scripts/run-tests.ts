import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

// node's test runner through tsx; Node 20's --test takes files, not globs, so list them.
function findTests(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'node_modules' ? [] : findTests(full);
    return name.endsWith('.test.ts') ? [full] : [];
  });
}

const files = [...findTests('src'), ...findTests('test')].sort();
const only = process.argv.slice(2);
const selected = only.length ? files.filter((f) => only.some((o) => f.includes(o))) : files;
const result = spawnSync(
  process.execPath,
  ['--import', 'tsx', '--test', '--test-reporter=tap', '--test-concurrency=2', ...selected],
  { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'test' } },
);
process.exit(result.status ?? 1);
