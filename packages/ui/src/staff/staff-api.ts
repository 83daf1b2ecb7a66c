import { api, getJson, isSuccess } from '@dpu/api-client';
import type { ApiEnvelope } from '@dpu/contracts';

// Staff calls through the api-client (its interceptor adds the token). An answer other
// than '200' becomes a StaffApiError carrying the server's Chinese message, so a section
// can show it as it is.

export class StaffApiError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'StaffApiError';
  }
}

const FALLBACK = '操作失败，请检查网络后重试';

function unwrap<T>(body: ApiEnvelope<T>): T {
  if (!isSuccess(body)) throw new StaffApiError(body.code, body.msg || FALLBACK);
  return body.data as T;
}

async function settle<T>(call: () => Promise<ApiEnvelope<T>>): Promise<T> {
  let body: ApiEnvelope<T>;
  try {
    body = await call();
  } catch {
    throw new StaffApiError('network', FALLBACK);
  }
  return unwrap(body);
}

export function staffGet<T>(url: string, params?: Record<string, unknown>): Promise<T> {
  return settle(() => getJson<T>(url, params));
}

export function staffPost<T>(url: string, body?: unknown): Promise<T> {
  return settle(() => api.post<ApiEnvelope<T>, ApiEnvelope<T>>(url, body ?? {}));
}

export function staffDelete<T>(url: string, body: unknown): Promise<T> {
  return settle(() => api.delete<ApiEnvelope<T>, ApiEnvelope<T>>(url, { data: body }));
}

/** The message to show for any failure. */
export function failureText(error: unknown): string {
  return error instanceof Error && error.message ? error.message : FALLBACK;
}
