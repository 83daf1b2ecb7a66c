import { spawn } from 'node:child_process';

export interface StepResult {
  code: number;
  output: string;
}

/** Runs a command with its output streamed through and captured (for the summary line). */
export function runStep(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = {},
): Promise<StepResult> {
  return new Promise((resolve) => {
    let output = '';
    const child = spawn(command, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
    });
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      process.stdout.write(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      process.stderr.write(chunk);
    });
    child.on('error', (error) => resolve({ code: 127, output: `${output}\n${error.message}` }));
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}
