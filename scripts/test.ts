import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { runReported, runStep } from './run-step';

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

interface Check {
  suite: string;
  command: string;
  args: string[];
}

function tallyCheck(suite: string, code: number): void {
  tallies.push({ suite, passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1 });
}

async function check({ suite, command, args }: Check): Promise<void> {
  banner(suite);
  tallyCheck(suite, (await runStep(command, args)).code);
}

/**
 * Checks that use one core each (ESLint, Prettier), run side by side on the two cores; each
 * one's output is printed whole when it ends, so their lines never interleave.
 */
async function checksSideBySide(checks: Check[]): Promise<void> {
  banner(checks.map(({ suite }) => suite).join(' + '));
  const codes = await Promise.all(
    checks.map(
      async ({ suite, command, args }) => (await runReported(`── ${suite}`, command, args)).code,
    ),
  );
  checks.forEach(({ suite }, index) => tallyCheck(suite, codes[index] ?? 1));
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

async function e2eSuite(): Promise<void> {
  banner('build for the end-to-end tests');
  const build = await runStep('npx', ['turbo', 'run', 'build']);
  if (build.code !== 0) {
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

await checksSideBySide([
  { suite: 'lint (eslint)', command: 'npx', args: ['eslint', '.'] },
  { suite: 'format (prettier)', command: 'npx', args: ['prettier', '--check', '.'] },
]);
await check({
  suite: 'typecheck (every program)',
  command: 'npx',
  args: ['tsx', 'scripts/typecheck.ts'],
});
await jestSuite();
await serverSuite();
await e2eSuite();

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
