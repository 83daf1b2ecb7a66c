import type { StaffCustomer, StaffGrant } from '@dpu/contracts';
import type { Queryable } from '../db/database';
import { isoTimes } from '../db/iso-times';
import { containsPattern, sqlFilter } from '../db/sql-filter';

type CustomerRow = Omit<StaffCustomer, 'grants'>;

// Grants lookup (staff console 'Grants'): find accounts by e-mail or company, with the
// products each holds.
export function customersRepository(db: Queryable) {
  return {
    async search(
      q: string,
      offset: number,
      limit: number,
    ): Promise<{ items: StaffCustomer[]; total: number }> {
      const where = sqlFilter();
      const pattern = where.bind(containsPattern(q.trim()));
      where.and(`(email ilike ${pattern} or company ilike ${pattern})`);
      const [count] = await db.query<{ total: number }>(
        `select count(*)::int as total from users ${where.where()}`,
        where.params,
      );
      const users = await db.query<CustomerRow>(
        `select id::int as id, email, user_name as "userName", company, user_type as "userType"
           from users ${where.where()} order by email
         offset ${where.bind(offset)} limit ${where.bind(limit)}`,
        where.params,
      );
      const grants = users.length
        ? isoTimes(
            await db.query<StaffGrant & { userId: number }>(
              `select g.user_id::int as "userId", g.pro_id as "proId", p.name as "productName",
                      g.source, g.created_at as "createdAt"
                 from grants g join products p on p.pro_id = g.pro_id
                where g.user_id = any($1::bigint[]) order by p.sort_order, p.name`,
              [users.map((user) => user.id)],
            ),
          )
        : [];
      return {
        items: users.map((user) => ({
          ...user,
          grants: grants
            .filter((grant) => grant.userId === user.id)
            .map(({ userId: _u, ...grant }) => grant),
        })),
        total: count?.total ?? 0,
      };
    },
  };
}
