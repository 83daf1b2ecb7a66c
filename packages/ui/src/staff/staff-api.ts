import { api, ApiError, getJson, settleAnswer } from '@dpu/api-client';
import type { ApiEnvelope } from '@dpu/contracts';

// Staff calls through the api-client (its interceptor adds the token). An answer other
// than '200' is thrown as an ApiError (@dpu/api-client's one failure model) carrying the
// server's Chinese message, so a section can show it as it is.

const FALLBACK = '操作失败，请检查网络后重试';

async function settle<T>(call: () => Promise<ApiEnvelope<T>>): Promise<T> {
  const result = await settleAnswer(call, { failed: FALLBACK, network: FALLBACK });
  if (!result.ok) throw new ApiError(result.code, result.message);
  return result.data as T;
}

export function staffGet<T>(url: string, params?: Record<string, unknown>): Promise<T> {
  return settle(() => getJson<T>(url, params));
}

export function staffPost<T>(url: string, body?: unknown): Promise<T> {
  return settle(() => api.post<ApiEnvelope<T>, ApiEnvelope<T>>(url, body ?? {}));
}

export function staffPut<T>(url: string, body: unknown): Promise<T> {
  return settle(() => api.put<ApiEnvelope<T>, ApiEnvelope<T>>(url, body));
}

export function staffDelete<T>(url: string, body: unknown): Promise<T> {
  return settle(() => api.delete<ApiEnvelope<T>, ApiEnvelope<T>>(url, { data: body }));
}

/** The message to show for any failure. */
export function failureText(error: unknown): string {
  return error instanceof Error && error.message ? error.message : FALLBACK;
}
