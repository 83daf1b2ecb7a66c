import { normalisePath } from '@dpu/contracts';

// The account pages are the shell's own (ARCHITECTURE.md), not a remote's.
export const ACCOUNT_PATHS = ['/login', '/register', '/forget'] as const;

export function isAccountPath(pathname: string): boolean {
  return (ACCOUNT_PATHS as readonly string[]).includes(normalisePath(pathname));
}
