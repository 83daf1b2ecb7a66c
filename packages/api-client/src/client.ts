import type { AxiosAdapter, AxiosError, AxiosInstance, AxiosStatic } from 'axios';
import { API_BASE, SUCCESS_CODE, TOKEN_HEADER, type ApiEnvelope } from '@dpu/contracts';
import { currentToken } from '@dpu/session';

// docs/site.md §7 General rules: base '/api', the token in header 'UserToken' (session value,
// falling back to local storage), responses used by their body unless binary.
// In the browser an unexpected answer is logged (docs/site.md §8 'logged only'); on the server a
// page's API call is answered in-process and the server logs what matters itself.
// axios (a shared module, so it ships whole: ~21 KB gzip) is loaded at the first call: most
// pages render from the server's data and make none at load (issue 25).
const IN_BROWSER = typeof window !== 'undefined';
const logWarning = (...args: unknown[]) => IN_BROWSER && console.warn(...args);
const logError = (...args: unknown[]) => IN_BROWSER && console.error(...args);

/**
 * The adapter every call goes through instead of axios's own, when set: the server's
 * in-process transport (shell/src/server/api-transport.ts) and the unit tests' fake server.
 */
export const apiAdapter: { current: AxiosAdapter | undefined } = { current: undefined };

/** An error axios raised (its own check, without loading axios). */
export function isHttpError(error: unknown): error is AxiosError {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { isAxiosError?: unknown }).isAxiosError === true
  );
}

export function createApiClient(axios: AxiosStatic, baseURL: string = API_BASE): AxiosInstance {
  const instance = axios.create({ baseURL, timeout: 15_000 });
  instance.interceptors.request.use((config) => {
    const token = currentToken();
    if (token) config.headers.set(TOKEN_HEADER, token);
    if (apiAdapter.current) config.adapter = apiAdapter.current;
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
      if (isHttpError(error) && error.response && isEnvelope(error.response.data)) {
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

let loading: Promise<AxiosInstance> | undefined;

/** The one axios instance (base /api, UserToken), created when first asked for. */
export function apiInstance(): Promise<AxiosInstance> {
  loading ??= import('axios').then(({ default: axios }) => createApiClient(axios));
  return loading;
}

type LazyMethod = 'get' | 'post' | 'put' | 'delete';

/** The instance's request methods, each loading axios before its first call. */
export const api: Pick<AxiosInstance, LazyMethod> = {
  // the casts keep axios's generic signatures: each call hands its arguments on unchanged
  get: ((...args: Parameters<AxiosInstance['get']>) =>
    apiInstance().then((client) => client.get(...args))) as AxiosInstance['get'],
  post: ((...args: Parameters<AxiosInstance['post']>) =>
    apiInstance().then((client) => client.post(...args))) as AxiosInstance['post'],
  put: ((...args: Parameters<AxiosInstance['put']>) =>
    apiInstance().then((client) => client.put(...args))) as AxiosInstance['put'],
  delete: ((...args: Parameters<AxiosInstance['delete']>) =>
    apiInstance().then((client) => client.delete(...args))) as AxiosInstance['delete'],
};

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

/** POST without a body (docs/site.md §7 POST /logout 'no body'). */
export function postEmpty<T>(url: string): Promise<ApiEnvelope<T>> {
  return api.post<ApiEnvelope<T>, ApiEnvelope<T>>(url);
}
