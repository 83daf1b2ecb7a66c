import { spawn } from 'node:child_process';
import path from 'node:path';
import { endsWithWorker } from './children';
import { repoRoot } from './site-server';

/** Builds an app folder with the project's build tool, as its team's deploy would. */
export function runBuild(appDir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = endsWithWorker(
      spawn(
        process.execPath,
        [path.join(repoRoot, 'packages/mf-build/bin/mf-build.mjs'), 'build'],
        {
          cwd: appDir,
          stdio: ['ignore', 'ignore', 'inherit'],
        },
      ),
    );
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`the build in ${appDir} failed (${code})`)),
    );
  });
}
