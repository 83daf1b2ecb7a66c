import { spawn } from 'node:child_process';

export interface StepResult {
  code: number;
  output: string;
}

export interface StepOptions {
  env?: NodeJS.ProcessEnv;
  cwd?: string;
  /** Stream the output through as it comes (the default); false keeps it for the caller. */
  echo?: boolean;
}

/** Runs a command with its output captured (for the summary line) and, unless asked not to, streamed through. */
export function runStep(
  command: string,
  args: string[],
  { env = {}, cwd, echo = true }: StepOptions = {},
): Promise<StepResult> {
  return new Promise((resolve) => {
    let output = '';
    const child = spawn(command, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
      ...(cwd ? { cwd } : {}),
    });
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (echo) process.stdout.write(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (echo) process.stderr.write(chunk);
    });
    child.on('error', (error) => resolve({ code: 127, output: `${output}\n${error.message}` }));
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

/**
 * A step run beside others: its output is kept and printed whole when it ends, after one
 * line '<label>: ok|FAILED (N s)', so the lines of steps running at once never interleave.
 */
export async function runReported(
  label: string,
  command: string,
  args: string[],
  options: Omit<StepOptions, 'echo'> = {},
): Promise<StepResult> {
  const started = Date.now();
  const result = await runStep(command, args, { ...options, echo: false });
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  console.log(`${label}: ${result.code === 0 ? 'ok' : 'FAILED'} (${seconds} s)`);
  if (result.output.trim()) console.log(result.output);
  return result;
}
