import { normalisePath, type RemoteName } from '@dpu/contracts';
import { ACCOUNT_PATHS, isAccountPath } from '../lib/account-paths';

// The shell owns the route table: path prefix → remote (ARCHITECTURE.md). Prefixes match
// whole path segments and the longest one wins, so '/about/joinus' goes to careers while
// the rest of '/about' goes to marketing. The account pages are the shell's own.

export const SHELL_PATHS = ACCOUNT_PATHS;

export const ROUTE_TABLE: ReadonlyArray<{ prefix: string; remote: RemoteName }> = [
  { prefix: '/', remote: 'marketing' },
  { prefix: '/product', remote: 'products' },
  { prefix: '/dpu', remote: 'products' },
  { prefix: '/ipcore', remote: 'products' },
  { prefix: '/joinus', remote: 'careers' },
  { prefix: '/about/joinus', remote: 'careers' },
  { prefix: '/about/joinusSchool', remote: 'careers' },
  { prefix: '/productStack', remote: 'support' },
];

function segments(path: string): string[] {
  return normalisePath(path).split('/').filter(Boolean);
}

function startsWithSegments(path: string[], prefix: string[]): boolean {
  return prefix.every((segment, i) => path[i] === segment);
}

/** The remote that renders a path: the longest matching prefix ('/' matches everything). */
export function remoteForPath(pathname: string): RemoteName {
  const path = segments(pathname);
  let best: { length: number; remote: RemoteName } = { length: -1, remote: 'marketing' };
  for (const entry of ROUTE_TABLE) {
    const prefix = segments(entry.prefix);
    if (prefix.length > best.length && startsWithSegments(path, prefix)) {
      best = { length: prefix.length, remote: entry.remote };
    }
  }
  return best.remote;
}

export function isShellPath(pathname: string): boolean {
  return isAccountPath(pathname);
}
