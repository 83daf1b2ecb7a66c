import type { Queryable } from '../db/database';

export type UserType = 'customer' | 'admin';

export interface User {
  id: number;
  email: string;
  userName: string;
  phone: string | null;
  company: string | null;
  userType: UserType;
  passwordHash: string;
  passwordSalt: string;
}

export interface NewUser {
  email: string;
  userName: string;
  phone?: string | null;
  company?: string | null;
  userType: UserType;
  passwordHash: string;
  passwordSalt: string;
}

const COLUMNS = `id::int as id, email, user_name as "userName", phone, company,
  user_type as "userType", password_hash as "passwordHash", password_salt as "passwordSalt"`;

/** PostgreSQL's unique_violation; both engines report it the same way. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const e = error as { code?: string; constraint?: string; message?: string };
  if (e?.code !== '23505') return false;
  return !constraint || e.constraint === constraint || Boolean(e.message?.includes(constraint));
}

export function usersRepository(db: Queryable) {
  return {
    /** The new user's id, or 'email-taken' / 'phone-taken'. */
    async insert(user: NewUser): Promise<number | 'email-taken' | 'phone-taken'> {
      try {
        const [row] = await db.query<{ id: number }>(
          `insert into users (email, user_name, phone, company, user_type, password_hash, password_salt)
           values ($1, $2, $3, $4, $5, $6, $7) returning id::int as id`,
          [
            user.email,
            user.userName,
            user.phone ?? null,
            user.company ?? null,
            user.userType,
            user.passwordHash,
            user.passwordSalt,
          ],
        );
        return row!.id;
      } catch (error) {
        if (isUniqueViolation(error, 'users_phone')) return 'phone-taken';
        if (isUniqueViolation(error)) return 'email-taken';
        throw error;
      }
    },

    async findByEmail(email: string): Promise<User | undefined> {
      const [row] = await db.query<User>(`select ${COLUMNS} from users where email = $1`, [email]);
      return row;
    },

    async findByPhone(phone: string): Promise<User | undefined> {
      const [row] = await db.query<User>(`select ${COLUMNS} from users where phone = $1`, [phone]);
      return row;
    },

    async findById(id: number): Promise<User | undefined> {
      const [row] = await db.query<User>(`select ${COLUMNS} from users where id = $1`, [id]);
      return row;
    },

    async updatePassword(id: number, passwordHash: string, passwordSalt: string): Promise<void> {
      await db.query('update users set password_hash = $2, password_salt = $3 where id = $1', [
        id,
        passwordHash,
        passwordSalt,
      ]);
    },

    async setUserType(id: number, userType: UserType): Promise<void> {
      await db.query('update users set user_type = $2 where id = $1', [id, userType]);
    },
  };
}

export type UsersRepository = ReturnType<typeof usersRepository>;
