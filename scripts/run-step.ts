import { spawn } from 'node:child_process';

export interface StepResult {
  code: number;
  output: string;
}

/**
 * Runs a command with its output captured (for the summary line) and streamed through, or
 * with `stream: false` only captured: steps run side by side print theirs when done.
 */
export function runStep(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = {},
  { stream = true }: { stream?: boolean } = {},
): Promise<StepResult> {
  return new Promise((resolve) => {
    let output = '';
    const child = spawn(command, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
    });
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (stream) process.stdout.write(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (stream) process.stderr.write(chunk);
    });
    child.on('error', (error) => resolve({ code: 127, output: `${output}\n${error.message}` }));
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}
