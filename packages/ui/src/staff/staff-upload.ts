import { api, isSuccess } from '@dpu/api-client';
import type { ApiEnvelope } from '@dpu/contracts';

// A staff upload (a support release, a media-library image) with its progress: the answer
// keeps the server's per-field messages (`fields`), so a form shows each beside its input
// and keeps everything typed. Never throws.

export type UploadResult<T> =
  | { ok: true; data: T }
  | { ok: false; code: string; message: string; fields: Record<string, string> };

const NETWORK = '上传失败，请检查网络后重试';
const FAILED = '上传失败，请稍后重试';

export async function staffUpload<T>(
  url: string,
  form: FormData,
  /** 0–100 as the bytes leave the browser. */
  onProgress?: (percent: number) => void,
): Promise<UploadResult<T>> {
  let body: ApiEnvelope<T>;
  try {
    body = await api.post<ApiEnvelope<T>, ApiEnvelope<T>>(url, form, {
      // a large file on a slow line takes longer than the client's usual 15 s
      timeout: 0,
      onUploadProgress: (event) => {
        if (event.total)
          onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
      },
    });
  } catch {
    return { ok: false, code: 'network', message: NETWORK, fields: {} };
  }
  if (isSuccess(body)) return { ok: true, data: body.data as T };
  return {
    ok: false,
    code: body?.code ?? '500',
    message: body?.msg || FAILED,
    fields: body?.fields ?? {},
  };
}
