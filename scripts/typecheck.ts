import path from 'node:path';
import { runReported } from './run-step';

// `npm run typecheck`: every TypeScript program of the project, two at a time (the machines
// have two cores). The browser workspaces share one program (tsconfig.web.json); the server,
// the end-to-end tests, the service worker and these scripts have other libraries and types.
// Each program's errors print together when it ends, so two programs never interleave lines.

const root = path.resolve(import.meta.dirname, '..');
const PROGRAMS = ['tsconfig.web.json', 'server', 'e2e', 'shell/src/sw', '.'];
const PARALLEL = 2;

const queue = [...PROGRAMS];
const failed: string[] = [];
async function worker(): Promise<void> {
  for (let program = queue.shift(); program; program = queue.shift()) {
    const args = ['tsc', '--noEmit', '-p', program];
    const { code } = await runReported(`typecheck ${program}`, 'npx', args, { cwd: root });
    if (code !== 0) failed.push(program);
  }
}
await Promise.all(Array.from({ length: PARALLEL }, worker));

if (failed.length > 0) {
  console.error(`typecheck failed in ${failed.join(', ')}: fix the errors printed above.`);
  process.exit(1);
}
