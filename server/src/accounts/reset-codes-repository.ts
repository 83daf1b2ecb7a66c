import type { Queryable } from '../db/database';

export const RESET_CODE_MINUTES = 15;
export const RESET_CODE_MAX_ATTEMPTS = 5;

export interface ResetCode {
  codeHash: string;
  attempts: number;
  expired: boolean;
}

export function resetCodesRepository(db: Queryable) {
  return {
    /** A new code replaces any earlier one of the user. */
    async replace(userId: number, codeHash: string): Promise<void> {
      await db.query(
        `insert into password_reset_codes (user_id, code_hash, expires_at)
         values ($1, $2, now() + interval '${RESET_CODE_MINUTES} minutes')
         on conflict (user_id) do update
           set code_hash = excluded.code_hash, attempts = 0,
               expires_at = excluded.expires_at, created_at = now()`,
        [userId, codeHash],
      );
    },

    async find(userId: number): Promise<ResetCode | undefined> {
      const [row] = await db.query<ResetCode>(
        `select code_hash as "codeHash", attempts, expires_at <= now() as expired
           from password_reset_codes where user_id = $1`,
        [userId],
      );
      return row;
    },

    async countFailure(userId: number): Promise<void> {
      await db.query('update password_reset_codes set attempts = attempts + 1 where user_id = $1', [
        userId,
      ]);
    },

    /** Uses the code: true when it was the user's live code (and is now gone), once. */
    async consume(userId: number, codeHash: string): Promise<boolean> {
      const rows = await db.query(
        `delete from password_reset_codes
          where user_id = $1 and code_hash = $2 and expires_at > now() and attempts < $3
          returning user_id`,
        [userId, codeHash, RESET_CODE_MAX_ATTEMPTS],
      );
      return rows.length > 0;
    },

    async delete(userId: number): Promise<void> {
      await db.query('delete from password_reset_codes where user_id = $1', [userId]);
    },
  };
}

export type ResetCodesRepository = ReturnType<typeof resetCodesRepository>;
