import type { ChildProcess } from 'node:child_process';

// Processes a worker starts (site servers, remote builds) end with it. A hook that times out
// while one is starting never gets its handle to stop it: left running, a server kept its
// port and the retry failed with 'Port … is already in use', and a build went on using a
// core for nothing.

const running = new Set<ChildProcess>();

process.once('exit', () => {
  for (const child of running) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  }
});

/** Kills `child` when this process exits, unless it has exited first. */
export function endsWithWorker<T extends ChildProcess>(child: T): T {
  running.add(child);
  child.once('exit', () => running.delete(child));
  return child;
}
