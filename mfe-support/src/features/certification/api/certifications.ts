import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { getJson, isSuccess, postJson } from '@dpu/api-client';
import type { CertificationItem, CertificationRequest, CertificationStatus } from '@dpu/contracts';

export type SubmitResult = { ok: true; id?: number } | { ok: false; code: string; message: string };

export const SUBMIT_FAILED_TEXT = '提交失败，请检查网络后重试';

/** docs/api.md POST /certification → {id, status:'pending'}. */
export async function createCertification(request: CertificationRequest): Promise<SubmitResult> {
  try {
    const body = await postJson<{ id: number; status: CertificationStatus }>(
      '/certification',
      request,
    );
    if (isSuccess(body)) return { ok: true, id: body.data?.id };
    return { ok: false, code: body?.code ?? '500', message: body?.msg || SUBMIT_FAILED_TEXT };
  } catch {
    return { ok: false, code: 'network', message: SUBMIT_FAILED_TEXT };
  }
}

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
  const client = useQueryClient();
  const query = useQuery({ queryKey: MINE_KEY, queryFn: getMyCertifications, enabled });
  const reload = useCallback(() => void client.invalidateQueries({ queryKey: MINE_KEY }), [client]);
  return { ...(query.data ?? { status: 'loading' }), reload };
}
