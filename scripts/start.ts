import { spawn } from 'node:child_process';
import path from 'node:path';
import { runStep } from './run-step';

// `npm start`: build the server and every app (turbo shows progress and rebuilds only what
// changed), then run the built server with node — what `npm run serve` runs alone on an
// already built site. It migrates and seeds the database, loads the content and logs the URL.

const root = path.resolve(import.meta.dirname, '..');

console.log('Building the server, the shell and the four remotes (cached builds are skipped)…');
const build = await runStep('npx', ['turbo', 'run', 'build', '--output-logs=new-only']);
if (build.code !== 0) {
  console.error('\nThe build failed: see the errors above, fix them and run `npm start` again.');
  process.exit(build.code);
}

const server = spawn(process.execPath, ['server/dist/server.js'], {
  cwd: root,
  stdio: 'inherit',
});
// Pass Ctrl-C/SIGTERM on so the server shuts down cleanly.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code) => process.exit(code ?? 0));
