import { normaliseStaffRoles, type StaffAccount, type StaffRole } from '@dpu/contracts';
import type { Queryable } from '../db/database';
import { isoTimes } from '../db/iso-times';

// Staff accounts' roles and state (migration 0011). Read afresh on every staff call (one
// primary-key lookup), so a change counts at once on every instance.

export interface StaffAccess {
  roles: StaffRole[];
  disabled: boolean;
}

export interface NewStaffRow {
  userId: number;
  roles: readonly StaffRole[];
  invitedBy?: number | null;
  invitePasswordHash?: string | null;
}

const STATE = `case when s.disabled_at is not null then 'disabled'
  when s.invite_password_hash = u.password_hash then 'invited' else 'active' end`;

export function staffRepository(db: Queryable) {
  return {
    async access(userId: number): Promise<StaffAccess | undefined> {
      const [row] = await db.query<{ roles: string[]; disabled: boolean }>(
        `select roles, disabled_at is not null as disabled from staff_accounts where user_id = $1`,
        [userId],
      );
      return row && { roles: normaliseStaffRoles(row.roles), disabled: row.disabled };
    },

    /** Adds the row, or replaces the roles of an existing one (the CLI, the seed). */
    async upsert(row: NewStaffRow): Promise<void> {
      await db.query(
        `insert into staff_accounts (user_id, roles, invited_by, invited_at, invite_password_hash)
         values ($1, $2::text[], $3, case when $4::text is null then null else now() end, $4)
         on conflict (user_id) do update set roles = excluded.roles`,
        [
          row.userId,
          normaliseStaffRoles(row.roles),
          row.invitedBy ?? null,
          row.invitePasswordHash ?? null,
        ],
      );
    },

    async list(filter: { q?: string; state?: string }): Promise<StaffAccount[]> {
      const rows = await db.query<StaffAccount>(
        `select * from (
           select u.id::int as id, u.email, u.user_name as "userName", s.roles,
                  ${STATE} as state, s.invited_at as "invitedAt", u.created_at as "createdAt"
             from users u join staff_accounts s on s.user_id = u.id
            where u.user_type = 'admin'
              and ($1::text is null or position(lower($1) in lower(u.email || ' ' || u.user_name)) > 0)
         ) staff
         where $2::text is null or state = $2
         order by "createdAt", id`,
        [filter.q ?? null, filter.state ?? null],
      );
      return isoTimes(rows).map((row) => ({ ...row, roles: normaliseStaffRoles(row.roles) }));
    },

    async find(userId: number): Promise<StaffAccount | undefined> {
      const [row] = await db.query<StaffAccount>(
        `select u.id::int as id, u.email, u.user_name as "userName", s.roles,
                ${STATE} as state, s.invited_at as "invitedAt", u.created_at as "createdAt"
           from users u join staff_accounts s on s.user_id = u.id
          where u.id = $1 and u.user_type = 'admin'`,
        [userId],
      );
      return row && { ...isoTimes([row])[0]!, roles: normaliseStaffRoles(row.roles) };
    },

    /** 管理员 accounts that are not disabled, this one left out. */
    async otherActiveAdmins(userId: number): Promise<number> {
      const [row] = await db.query<{ count: number }>(
        `select count(*)::int as count from staff_accounts s join users u on u.id = s.user_id
          where s.user_id <> $1 and u.user_type = 'admin' and s.disabled_at is null
            and 'admin' = any(s.roles)`,
        [userId],
      );
      return row?.count ?? 0;
    },

    async setRoles(userId: number, roles: readonly StaffRole[]): Promise<void> {
      await db.query('update staff_accounts set roles = $2::text[] where user_id = $1', [
        userId,
        normaliseStaffRoles(roles),
      ]);
    },

    async setDisabled(userId: number, disabled: boolean): Promise<void> {
      await db.query(
        `update staff_accounts set disabled_at = case when $2 then coalesce(disabled_at, now()) end
          where user_id = $1`,
        [userId, disabled],
      );
    },

    /** Gives an account roles unless it has a row already (the demo seed on every start). */
    async ensure(userId: number, roles: readonly StaffRole[]): Promise<void> {
      await db.query(
        `insert into staff_accounts (user_id, roles) values ($1, $2::text[])
         on conflict (user_id) do nothing`,
        [userId, normaliseStaffRoles(roles)],
      );
    },

    /** Whether the account is a disabled staff account (login refuses it). */
    async isDisabled(userId: number): Promise<boolean> {
      const [row] = await db.query<{ disabled: boolean }>(
        'select disabled_at is not null as disabled from staff_accounts where user_id = $1',
        [userId],
      );
      return row?.disabled ?? false;
    },
  };
}

export type StaffRepository = ReturnType<typeof staffRepository>;
