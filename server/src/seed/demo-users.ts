import { productByKey } from '@dpu/contracts';
import { createUser } from '../accounts/account-service';
import { normaliseEmail } from '../accounts/normalise';
import type { Repositories } from '../repositories';

// Demo data (docs/decisions.md): only when NODE_ENV is not production, on a database without them.

export const DEMO_ACCOUNTS = [
  {
    email: 'demo@example.com',
    password: 'Demo12345',
    userName: '演示客户',
    userType: 'customer',
    grants: ['conflux2200E'],
  },
  {
    email: 'admin@example.com',
    password: 'Admin12345',
    userName: '管理员',
    userType: 'admin',
    grants: [],
  },
] as const;

/** Creates the demo accounts that do not exist yet; returns the e-mails created. */
export async function seedDemoUsers(repos: Repositories): Promise<string[]> {
  const created: string[] = [];
  for (const account of DEMO_ACCOUNTS) {
    let user = await repos.users.findByEmail(normaliseEmail(account.email));
    if (!user) {
      try {
        await createUser({ repos }, { ...account, userType: account.userType });
        created.push(account.email);
      } catch {
        // another instance created it at the same moment
      }
      user = await repos.users.findByEmail(normaliseEmail(account.email));
    }
    // the demo staff account is 管理员 (staff-roles); a role changed since stays changed
    if (user && account.userType === 'admin') await repos.staff.ensure(user.id, ['admin']);
    for (const key of account.grants) {
      const product = productByKey(key);
      if (user && product) await repos.grants.add(user.id, product.proId, 'purchase');
    }
  }
  return created;
}
