import { AUTH_NOT, AUTH_YES, productByProId, type AuthResult } from '@dpu/contracts';
import type { SessionUser } from '../accounts/sessions-repository';
import { forbidden } from '../lib/app-error';
import type { Repositories } from '../repositories';
import type { UseCaseDeps } from '../use-case-deps';
import type { ProductRow } from './products-repository';

// Product rights (docs/decisions.md): a purchase record or an approved certification.
// Staff see every product's materials so they can support customers.

/** docs/site.md §2 buy/certify dialog text, shown when a customer lacks the product. */
export const NO_RIGHTS_MESSAGE = '请购买或认证产品后，获取产品驱动与手册。';

export async function holdsProduct(
  repos: Repositories,
  user: SessionUser,
  proId: string,
): Promise<boolean> {
  if (user.userType === 'admin') return true;
  return repos.grants.has(user.id, proId);
}

/** docs/api.md GET /product/list: the catalogue, in its display order. */
export async function productList({ repos }: UseCaseDeps): Promise<ProductRow[]> {
  return repos.products.list();
}

/** docs/site.md §4 product authorisation check: 'yes' only for a grant of a catalogue product. */
export async function authorisationResult(
  { repos }: UseCaseDeps,
  user: SessionUser,
  productId: string,
): Promise<AuthResult> {
  if (!productByProId(productId)) return AUTH_NOT;
  return (await repos.grants.has(user.id, productId)) ? AUTH_YES : AUTH_NOT;
}

/** Refuses ('403', the buy/certify text) a user who does not hold the product. */
export async function requireProduct(
  repos: Repositories,
  user: SessionUser,
  proId: string,
): Promise<void> {
  if (!(await holdsProduct(repos, user, proId))) throw forbidden(NO_RIGHTS_MESSAGE);
}
