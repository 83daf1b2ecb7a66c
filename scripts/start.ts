import { spawn } from 'node:child_process';
import path from 'node:path';
import { runStep } from './run-step';

// `npm start`: build every app (turbo shows progress and caches), then run the server,
// which migrates and seeds the embedded database, loads the content and prints the URL.

const root = path.resolve(import.meta.dirname, '..');

console.log('Building the shell and the four remotes (cached builds are skipped)…');
const build = await runStep('npx', ['turbo', 'run', 'build', '--output-logs=new-only']);
if (build.code !== 0) {
  console.error('\nThe build failed: see the errors above, fix them and run `npm start` again.');
  process.exit(build.code);
}

const server = spawn(process.execPath, ['--import', 'tsx', 'server/src/server.ts'], {
  cwd: root,
  stdio: 'inherit',
});
// Pass Ctrl-C/SIGTERM on so the server shuts down cleanly.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code) => process.exit(code ?? 0));
