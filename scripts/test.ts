import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { runStep } from './run-step';

// `npm test`: every check of the project, in order, never stopping early, then one line
// 'N passed, M failed' totalling every suite. Lint and typecheck count as one check each;
// jest, server and end-to-end suites count their test cases.

const root = path.resolve(import.meta.dirname, '..');
const startedAt = Date.now();
const reports = path.join(root, 'reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

interface Tally {
  suite: string;
  passed: number;
  failed: number;
}
const tallies: Tally[] = [];

// How long each step took, printed with the summary: where CI's time goes.
const timings: { step: string; seconds: number }[] = [];
let current: { step: string; since: number } | undefined;

function endStep(): void {
  if (current) timings.push({ step: current.step, seconds: (Date.now() - current.since) / 1000 });
  current = undefined;
}

function banner(title: string): void {
  endStep();
  current = { step: title, since: Date.now() };
  console.log(`\n━━━ ${title} ${'━'.repeat(Math.max(0, 60 - title.length))}`);
}

interface Step {
  title: string;
  command: string;
  args: string[];
}

/**
 * Runs steps at once, each printing its output when it ends: lint and prettier use one core
 * each, and the build waits on its disk, so on 2 cores side by side takes about half as long
 * as one after another. Answers each step's exit code, in the steps' order.
 */
async function sideBySide(title: string, steps: Step[]): Promise<number[]> {
  banner(title);
  return Promise.all(
    steps.map(async (step) => {
      const since = Date.now();
      console.log(`… ${step.title}`);
      const { code, output } = await runStep(step.command, step.args, {}, { stream: false });
      const seconds = (Date.now() - since) / 1000;
      timings.push({ step: `  ${step.title}`, seconds });
      console.log(
        `\n── ${step.title}: ${code === 0 ? 'ok' : `failed (exit ${code})`}, ${seconds.toFixed(0)} s`,
      );
      process.stdout.write(output);
      return code;
    }),
  );
}

function readJson<T>(file: string): T | undefined {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : undefined;
}

async function jestSuite(): Promise<void> {
  banner('unit tests (jest)');
  const file = path.join(reports, 'jest-results.json');
  // jest's default is one worker fewer than the cores (one here); its main process only
  // hands out files, so both cores can run tests
  const workers = `--maxWorkers=${Math.max(2, availableParallelism() - 1)}`;
  const { code } = await runStep('npx', [
    'jest',
    '--ci',
    workers,
    '--json',
    `--outputFile=${file}`,
  ]);
  const result = readJson<{ numPassedTests: number; numFailedTests: number }>(file);
  tallies.push({
    suite: 'unit',
    passed: result?.numPassedTests ?? 0,
    failed: (result?.numFailedTests ?? 0) + (code !== 0 && !result?.numFailedTests ? 1 : 0),
  });
}

async function serverSuite(): Promise<void> {
  banner('server tests (node:test, PGlite and PostgreSQL)');
  const { code, output } = await runStep('npm', ['run', 'test', '-w', 'server']);
  const count = (label: string) =>
    Number(new RegExp(`^# ${label} (\\d+)`, 'm').exec(output)?.[1] ?? 0);
  const failed = count('fail') + count('cancelled');
  tallies.push({ suite: 'server', passed: count('pass'), failed: failed || (code !== 0 ? 1 : 0) });
}

async function e2eSuite(built: boolean): Promise<void> {
  if (!built) {
    tallies.push({ suite: 'e2e', passed: 0, failed: 1 });
    return;
  }
  banner('end-to-end tests (Playwright, Chromium)');
  const { code } = await runStep('npm', ['run', 'test', '-w', 'e2e']);
  const result = readJson<{ stats: { expected: number; unexpected: number; flaky: number } }>(
    path.join(reports, 'e2e-results.json'),
  );
  const stats = result?.stats;
  tallies.push({
    suite: 'e2e',
    passed: (stats?.expected ?? 0) + (stats?.flaky ?? 0),
    failed: (stats?.unexpected ?? 0) || (code !== 0 ? 1 : 0),
  });
}

const checks: Step[] = [
  { title: 'lint (eslint)', command: 'npx', args: ['eslint', '.'] },
  { title: 'format (prettier)', command: 'npx', args: ['prettier', '--check', '.'] },
  { title: 'typecheck (every workspace)', command: 'npx', args: ['turbo', 'run', 'typecheck'] },
  { title: 'typecheck (scripts)', command: 'npx', args: ['tsc', '--noEmit', '-p', '.'] },
];
const build: Step = {
  title: 'build for the end-to-end tests',
  command: 'npx',
  args: ['turbo', 'run', 'build'],
};
const codes = await sideBySide('checks and the build, side by side', [...checks, build]);
checks.forEach(({ title }, i) =>
  tallies.push({ suite: title, passed: codes[i] === 0 ? 1 : 0, failed: codes[i] === 0 ? 0 : 1 }),
);
await jestSuite();
await serverSuite();
await e2eSuite(codes[checks.length] === 0);

endStep();
banner('summary');
for (const t of timings) console.log(`${t.step.padEnd(50)} ${t.seconds.toFixed(0).padStart(5)} s`);
for (const t of tallies)
  console.log(`${t.suite.padEnd(30)} ${t.passed} passed, ${t.failed} failed`);
const passed = tallies.reduce((sum, t) => sum + t.passed, 0);
const failed = tallies.reduce((sum, t) => sum + t.failed, 0);
console.log(`(${Math.round((Date.now() - startedAt) / 1000)} s)`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
