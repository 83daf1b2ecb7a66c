import path from 'node:path';
import { runStep } from './run-step';

// `npm run typecheck`: every TypeScript program of the project, two at a time (the machines
// have two cores). The browser workspaces share one program (tsconfig.web.json); the server,
// the end-to-end tests, the service worker and these scripts have other libraries and types.
// Each program's errors print together when it ends, so two programs never interleave lines.

const root = path.resolve(import.meta.dirname, '..');
const PROGRAMS = ['tsconfig.web.json', 'server', 'e2e', 'shell/src/sw', '.'];
const PARALLEL = 2;

interface Checked {
  program: string;
  code: number;
  output: string;
  seconds: number;
}

async function check(program: string): Promise<Checked> {
  const started = Date.now();
  const { code, output } = await runStep('npx', ['tsc', '--noEmit', '-p', program], {
    cwd: root,
    echo: false,
  });
  return { program, code, output, seconds: (Date.now() - started) / 1000 };
}

const queue = [...PROGRAMS];
const results: Checked[] = [];
async function worker(): Promise<void> {
  for (let program = queue.shift(); program; program = queue.shift()) {
    const result = await check(program);
    const verdict = result.code === 0 ? 'ok' : 'FAILED';
    console.log(`typecheck ${program}: ${verdict} (${result.seconds.toFixed(0)} s)`);
    if (result.output.trim()) console.log(result.output);
    results.push(result);
  }
}
await Promise.all(Array.from({ length: PARALLEL }, worker));

const failed = results.filter((result) => result.code !== 0).map((result) => result.program);
if (failed.length > 0) {
  console.error(`typecheck failed in ${failed.join(', ')}: fix the errors printed above.`);
  process.exit(1);
}
