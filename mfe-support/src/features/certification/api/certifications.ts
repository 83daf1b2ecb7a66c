import { useCallback, useEffect, useState } from 'react';
import { getJson, isSuccess, postJson } from '@dpu/api-client';
import type { CertificationRequest, CertificationStatus } from '@dpu/contracts';

/** api.md GET /certification/mine: one of the caller's requests. */
export interface MyCertification {
  id: number;
  proId: string;
  series: string;
  productName?: string;
  serialNumber: string;
  company?: string;
  status: CertificationStatus;
  reason?: string | null;
  createdAt: string;
}

export type SubmitResult = { ok: true; id?: number } | { ok: false; code: string; message: string };

export const SUBMIT_FAILED_TEXT = '提交失败，请检查网络后重试';

/** api.md POST /certification → {id, status:'pending'}. */
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
  | { status: 'ready'; items: MyCertification[] }
  | { status: 'login' }
  | { status: 'error'; message: string };

export function useMyCertifications(enabled: boolean): MineState & { reload: () => void } {
  const [state, setState] = useState<MineState>({ status: 'loading' });
  const [version, setVersion] = useState(0);
  useEffect(() => {
    if (!enabled) return;
    let active = true;
    getJson<MyCertification[]>('/certification/mine').then(
      (body) => {
        if (!active) return;
        if (isSuccess(body)) setState({ status: 'ready', items: body.data ?? [] });
        else if (body?.code === '401') setState({ status: 'login' });
        else setState({ status: 'error', message: body?.msg || '认证记录加载失败' });
      },
      () => active && setState({ status: 'error', message: '认证记录加载失败，请稍后重试' }),
    );
    return () => {
      active = false;
    };
  }, [enabled, version]);
  const reload = useCallback(() => setVersion((n) => n + 1), []);
  return { ...state, reload };
}
