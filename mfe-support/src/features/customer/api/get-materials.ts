import { getJson, isSuccess, useQuery } from '@dpu/api-client';
import type { MaterialItem, MaterialType } from '@dpu/contracts';

export type MaterialsState =
  | { status: 'loading' }
  | { status: 'ready'; items: MaterialItem[] }
  | { status: 'forbidden' }
  | { status: 'login' }
  | { status: 'error'; message: string };

export const MATERIALS_ERROR_TEXT = '资料加载失败，请稍后重试';

/** docs/api.md GET /customer/materials?proId&type; '403' without a grant, '401' without a session. */
export async function getMaterials(proId: string, type: MaterialType): Promise<MaterialsState> {
  try {
    const body = await getJson<MaterialItem[]>('/customer/materials', { proId, type });
    if (isSuccess(body)) return { status: 'ready', items: body.data ?? [] };
    if (body?.code === '403') return { status: 'forbidden' };
    if (body?.code === '401') return { status: 'login' };
    return { status: 'error', message: body?.msg || MATERIALS_ERROR_TEXT };
  } catch {
    return { status: 'error', message: MATERIALS_ERROR_TEXT };
  }
}

/** One type of materials of a product: personal (the grant decides), so browser-only. */
export function useMaterials(proId: string | null, type: MaterialType): MaterialsState {
  const query = useQuery({
    queryKey: ['materials', proId, type],
    queryFn: () => getMaterials(proId ?? '', type),
    enabled: proId !== null,
  });
  return query.data ?? { status: 'loading' };
}
