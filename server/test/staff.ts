import type { FastifyInstance } from 'fastify';
import type { StaffRole } from '@dpu/contracts';
import { loginAs, registerUser, type TestUser } from './users';

// Staff accounts of a given role for tests (staff-roles): a registered user made staff
// directly in the database, as the CLI's create-admin --roles does.

export async function staffUser(app: FastifyInstance, roles: StaffRole[]): Promise<TestUser> {
  const user = await registerUser(app, { userName: `员工${roles.join('')}` });
  const row = await app.repos.users.findByEmail(user.email.toLowerCase());
  if (!row) throw new Error(`no user ${user.email}`);
  await app.repos.users.setUserType(row.id, 'admin');
  await app.repos.staff.upsert({ userId: row.id, roles });
  return { ...user, token: await loginAs(app, user.email, user.password) };
}
