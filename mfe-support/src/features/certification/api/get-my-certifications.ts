import { useCallback } from 'react';
import { getJson, isSuccess, useQuery, useQueryLayer } from '@dpu/api-client';
import type { CertificationItem } from '@dpu/contracts';

export type MineState =
  | { status: 'loading' }
  | { status: 'ready'; items: CertificationItem[] }
  | { status: 'login' }
  | { status: 'error'; message: string };

type MineAnswer = Exclude<MineState, { status: 'loading' }>;

/** docs/api.md GET /certification/mine; '401' means the stored session has ended. */
export async function getMyCertifications(): Promise<MineAnswer> {
  try {
    const body = await getJson<CertificationItem[]>('/certification/mine');
    if (isSuccess(body)) return { status: 'ready', items: body.data ?? [] };
    if (body?.code === '401') return { status: 'login' };
    return { status: 'error', message: body?.msg || '认证记录加载失败' };
  } catch {
    return { status: 'error', message: '认证记录加载失败，请稍后重试' };
  }
}

const MINE_KEY = ['certification', 'mine'] as const;

/** The caller's requests: personal, so only asked in the browser, with a token. */
export function useMyCertifications(enabled: boolean): MineState & { reload: () => void } {
  const queries = useQueryLayer();
  const query = useQuery({ queryKey: MINE_KEY, queryFn: getMyCertifications, enabled });
  const reload = useCallback(
    () =>
      void queries.load().then(({ client }) => client.invalidateQueries({ queryKey: MINE_KEY })),
    [queries],
  );
  return { ...(query.data ?? { status: 'loading' }), reload };
}
