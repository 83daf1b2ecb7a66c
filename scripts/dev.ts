import { spawn } from 'node:child_process';
import path from 'node:path';

// `npm run dev`: the API server in watch mode on :8080 and every app's webpack dev server
// (shell on :3000, remotes on :3001-3004). Open http://localhost:3000.

const root = path.resolve(import.meta.dirname, '..');

const children = [
  spawn('npm', ['run', 'dev', '-w', 'server'], { cwd: root, stdio: 'inherit' }),
  spawn('npx', ['turbo', 'run', 'dev', '--concurrency=10'], { cwd: root, stdio: 'inherit' }),
];
console.log('Development: open http://localhost:3000 (API on http://localhost:8080)');
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => children.forEach((child) => child.kill(signal)));
}
