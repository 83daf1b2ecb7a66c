import type { MaterialItem, MaterialType } from '@dpu/contracts';
import type { SessionUser } from '../accounts/sessions-repository';
import { requireProduct } from '../catalogue/access';
import type { UseCaseDeps } from '../use-case-deps';

/** docs/api.md GET /customer/materials: one product's materials of one type, for holders. */
export async function customerMaterials(
  { repos }: UseCaseDeps,
  user: SessionUser,
  proId: string,
  type: MaterialType,
): Promise<MaterialItem[]> {
  await requireProduct(repos, user, proId);
  return repos.materials.list(proId, type);
}
