import { AppError } from '../lib/app-error';

// The database cannot be reached (down, frozen, out of connections). Requests answer the
// '503' envelope with Retry-After; the tracking buffer keeps its records for later.

export const DATABASE_RETRY_AFTER_SECONDS = 5;

export class DatabaseUnavailableError extends AppError {
  constructor(readonly reason: string) {
    super(503, '服务暂不可用，请稍后再试', {
      'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS),
    });
    this.name = 'DatabaseUnavailableError';
  }
}

const SQLSTATE = /^[0-9A-Z]{5}$/;

/**
 * Whether an error of the database driver means the database is out of reach rather than that it
 * refused a statement: no SQLSTATE at all (refused or reset connections, our timeouts),
 * class 08 (connection exception), 53 (insufficient resources), 57P (shutting down,
 * starting up) and 57014 (the statement timeout).
 */
export function isUnavailable(error: unknown): boolean {
  if (error instanceof DatabaseUnavailableError) return true;
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'string' || !SQLSTATE.test(code)) return true;
  return /^(08|53|57P)/.test(code) || code === '57014';
}
