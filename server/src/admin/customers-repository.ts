import type { StaffCustomer, StaffGrant } from '@dpu/contracts';
import type { Queryable } from '../db/database';
import { isoTimes } from '../db/iso-times';
import {
  containsPattern,
  pageRows,
  sqlFilter,
  type RowsPage,
  type RowWindow,
} from '../db/sql-filter';

type CustomerRow = Omit<StaffCustomer, 'grants'>;

// Grants lookup (staff console 'Grants'): find accounts by e-mail or company, with the
// products each holds.
export function customersRepository(db: Queryable) {
  return {
    async search(q: string, window: RowWindow): Promise<RowsPage<StaffCustomer>> {
      const where = sqlFilter();
      const pattern = where.bind(containsPattern(q.trim()));
      where.and(`(email ilike ${pattern} or company ilike ${pattern})`);
      const { items: users, total } = await pageRows<CustomerRow>(
        db,
        where,
        {
          select: `id::int as id, email, user_name as "userName", company, user_type as "userType"`,
          from: 'users',
          orderBy: 'email',
        },
        window,
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
        total,
      };
    },
  };
}
