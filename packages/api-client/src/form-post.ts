import { API_BASE, TOKEN_HEADER, type ApiEnvelope } from '@dpu/contracts';
import { currentToken } from '@dpu/session';
import { isEnvelope } from './envelope';

// The behaviour record goes out on every page view (docs/site.md §4): sent with the browser's
// fetch, so a page that makes no other call never loads axios (issue 25). The instance's rules
// hold: base /api, the UserToken header, an envelope answer is the result even with an HTTP
// error status (logged), anything else rejects and is logged.

/** POST multipart form data (docs/site.md §7 /trackware/front); the browser sets the boundary. */
export async function postForm<T>(url: string, form: FormData): Promise<ApiEnvelope<T>> {
  const token = currentToken();
  try {
    const response = await fetch(`${API_BASE}${url}`, {
      method: 'POST',
      body: form,
      headers: token ? { [TOKEN_HEADER]: token } : {},
    });
    const body: unknown = await response.json().catch(() => undefined);
    if (!isEnvelope(body)) throw new Error(`${response.status} POST ${url}: not an API answer`);
    if (!response.ok) console.warn(`[api] ${response.status} POST ${url}`);
    return body as ApiEnvelope<T>;
  } catch (error) {
    console.error('[api]', error instanceof Error ? error.message : error);
    throw error;
  }
}
