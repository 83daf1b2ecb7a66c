import { cpSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repoRoot } from './site-server';

/** A copy of a remote's built folder, as a team would publish it somewhere else. */
export function copyOfRemote(remote: string): string {
  const copy = mkdtempSync(path.join(tmpdir(), `dpu-${remote}-`));
  cpSync(path.join(repoRoot, `mfe-${remote}/dist`), copy, { recursive: true });
  return copy;
}

/** A remotes.json pointing one remote elsewhere (the others keep their defaults). */
export function remotesFile(remotes: Record<string, string>): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'dpu-remotes-')), 'remotes.json');
  writeFileSync(file, JSON.stringify(remotes));
  return file;
}
