import axios, { AxiosError, type AxiosInstance } from 'axios';
import { API_BASE, SUCCESS_CODE, TOKEN_HEADER, type ApiEnvelope } from '@dpu/contracts';
import { currentToken } from '@dpu/session';

// docs/site.md §7 General rules: base '/api', the token in header 'UserToken' (session value,
// falling back to local storage), responses used by their body unless binary.
// In the browser an unexpected answer is logged (docs/site.md §8 'logged only'); on the server a
// page's API call is answered in-process and the server logs what matters itself.
const IN_BROWSER = typeof window !== 'undefined';
const logWarning = (...args: unknown[]) => IN_BROWSER && console.warn(...args);
const logError = (...args: unknown[]) => IN_BROWSER && console.error(...args);

export function createApiClient(baseURL: string = API_BASE): AxiosInstance {
  const instance = axios.create({ baseURL, timeout: 15_000 });
  instance.interceptors.request.use((config) => {
    const token = currentToken();
    if (token) config.headers.set(TOKEN_HEADER, token);
    return config;
  });
  instance.interceptors.response.use(
    (response) => {
      const type = response.config.responseType;
      return type === 'blob' || type === 'arraybuffer' ? response : response.data;
    },
    (error: unknown) => {
      // docs/site.md §8 'Other HTTP errors: logged only'. Our server answers errors with an
      // envelope; hand it to the caller like a success body so one code path reads `code`.
      if (error instanceof AxiosError && isEnvelope(error.response?.data)) {
        const { status, config } = error.response;
        logWarning(`[api] ${status} ${config.method?.toUpperCase()} ${config.url}`);
        return error.response.data;
      }
      logError('[api]', error instanceof Error ? error.message : error);
      return Promise.reject(error);
    },
  );
  return instance;
}

function isEnvelope(body: unknown): body is ApiEnvelope {
  return (
    typeof body === 'object' && body !== null && typeof (body as ApiEnvelope).code === 'string'
  );
}

export const api = createApiClient();

export function isSuccess(body: ApiEnvelope | undefined | null): boolean {
  return body?.code === SUCCESS_CODE;
}

/** GET returning the envelope; never throws for an answer that carries one. */
export function getJson<T>(url: string, params?: Record<string, unknown>): Promise<ApiEnvelope<T>> {
  return api.get<ApiEnvelope<T>, ApiEnvelope<T>>(url, { params });
}

/** POST a JSON body (or FormData) returning the envelope. */
export function postJson<T>(url: string, body?: unknown): Promise<ApiEnvelope<T>> {
  return api.post<ApiEnvelope<T>, ApiEnvelope<T>>(url, body);
}

/** POST multipart form data (docs/site.md §7 /trackware/front); the browser sets the boundary. */
export function postForm<T>(url: string, form: FormData): Promise<ApiEnvelope<T>> {
  return api.post<ApiEnvelope<T>, ApiEnvelope<T>>(url, form);
}

/** POST without a body (docs/site.md §7 POST /logout 'no body'). */
export function postEmpty<T>(url: string): Promise<ApiEnvelope<T>> {
  return api.post<ApiEnvelope<T>, ApiEnvelope<T>>(url);
}
