import type { Queryable } from '../db/database';
import type { UserType } from './users-repository';

// Sessions expire after 7 days without use: every use slides expires_at. To spare a write
// per request the slide happens at most once every five minutes per session (and requests
// mostly meet the session cache of session-store.ts, not this).
export const SESSION_IDLE_DAYS = 7;
const SLIDE_EVERY_SECONDS = 300;

export interface SessionUser {
  id: number;
  email: string;
  userName: string;
  userType: UserType;
}

export function sessionsRepository(db: Queryable) {
  return {
    async create(tokenHash: string, userId: number): Promise<void> {
      await db.query(
        `insert into sessions (token_hash, user_id, expires_at)
         values ($1, $2, now() + interval '${SESSION_IDLE_DAYS} days')`,
        [tokenHash, userId],
      );
    },

    /** The user of a live session, sliding its expiry; undefined when unknown or expired. */
    async touch(tokenHash: string): Promise<SessionUser | undefined> {
      const [row] = await db.query<SessionUser & { stale: boolean }>(
        `select u.id::int as id, u.email, u.user_name as "userName", u.user_type as "userType",
                s.last_seen_at < now() - interval '${SLIDE_EVERY_SECONDS} seconds' as stale
           from sessions s join users u on u.id = s.user_id
          where s.token_hash = $1 and s.expires_at > now()`,
        [tokenHash],
      );
      if (!row) return undefined;
      if (row.stale) {
        await db.query(
          `update sessions set last_seen_at = now(),
                  expires_at = now() + interval '${SESSION_IDLE_DAYS} days'
            where token_hash = $1`,
          [tokenHash],
        );
      }
      return { id: row.id, email: row.email, userName: row.userName, userType: row.userType };
    },

    /** Live sessions' user ids for many token hashes at once (tracking batches). */
    async userIds(tokenHashes: string[]): Promise<Map<string, number>> {
      if (tokenHashes.length === 0) return new Map();
      const rows = await db.query<{ tokenHash: string; userId: number }>(
        `select token_hash as "tokenHash", user_id::int as "userId" from sessions
          where token_hash = any($1::text[]) and expires_at > now()`,
        [tokenHashes],
      );
      return new Map(rows.map((row) => [row.tokenHash, row.userId]));
    },

    async delete(tokenHash: string): Promise<void> {
      await db.query('delete from sessions where token_hash = $1', [tokenHash]);
    },

    async deleteForUser(userId: number): Promise<void> {
      await db.query('delete from sessions where user_id = $1', [userId]);
    },

    async purgeExpired(): Promise<void> {
      await db.query(`delete from sessions where expires_at < now() - interval '1 day'`);
    },
  };
}

export type SessionsRepository = ReturnType<typeof sessionsRepository>;
