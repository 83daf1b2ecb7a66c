import { productByKey, productByProId, type CatalogueProduct } from '@dpu/contracts';
import type { Paged, StaffCustomer, StaffCustomerQuery } from '@dpu/contracts/schemas';
import { normaliseEmail } from '../accounts/normalise';
import { badRequest, notFound } from '../lib/app-error';
import type { Repositories } from '../repositories';
import type { UseCaseDeps } from '../use-case-deps';
import { pageOf } from './paging';

// Staff grant or revoke a product directly (a purchase; docs/api.md POST/DELETE /admin/grants),
// after finding the account (GET /admin/customers).

/** Accounts whose e-mail or company contains q, with the products each holds. */
export async function customersPage(
  { repos }: UseCaseDeps,
  query: StaffCustomerQuery,
): Promise<Paged<StaffCustomer>> {
  return pageOf(query, (window) => repos.customers.search(query.q, window));
}

/** A product named by proId or by its key (the CLI accepts both). */
export function findProduct(proIdOrKey: string): CatalogueProduct {
  const product = productByProId(proIdOrKey) ?? productByKey(proIdOrKey);
  if (!product) throw badRequest('请求参数有误：产品不存在');
  return product;
}

/** The product and the account a grant is about, and how the audit log names the pair. */
async function grantTarget(repos: Repositories, email: string, proIdOrKey: string) {
  const product = findProduct(proIdOrKey);
  const user = await repos.users.findByEmail(normaliseEmail(email));
  if (!user) throw notFound('用户不存在');
  return { product, user, target: `${user.email} · ${product.name}` };
}

/**
 * Grants (as a purchase) or revokes one product for one account, with its audit row in the
 * same transaction. actorId: the staff member (null from the command line).
 */
async function changeGrant(
  deps: UseCaseDeps,
  action: 'grant' | 'revoke',
  email: string,
  proIdOrKey: string,
  actorId: number | null,
): Promise<CatalogueProduct> {
  return deps.inTransaction(async ({ repos }) => {
    const { product, user, target } = await grantTarget(repos, email, proIdOrKey);
    if (action === 'grant') {
      await repos.grants.add(user.id, product.proId, 'purchase');
    } else if (!(await repos.grants.remove(user.id, product.proId))) {
      throw notFound('该用户没有此产品的权限');
    }
    await repos.audit.record({ actorId, action, target });
    return product;
  });
}

/** What the routes and the command line call: who, which product, and who acts. */
type GrantChange = (
  deps: UseCaseDeps,
  email: string,
  proIdOrKey: string,
  actorId: number | null,
) => Promise<CatalogueProduct>;

export const grantPurchase: GrantChange = (deps, email, proIdOrKey, actorId) =>
  changeGrant(deps, 'grant', email, proIdOrKey, actorId);

export const revokeGrant: GrantChange = (deps, email, proIdOrKey, actorId) =>
  changeGrant(deps, 'revoke', email, proIdOrKey, actorId);
