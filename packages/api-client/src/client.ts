import type {
  AxiosAdapter,
  AxiosError,
  AxiosInstance,
  AxiosRequestConfig,
  AxiosStatic,
} from 'axios';
import { API_BASE, SUCCESS_CODE, TOKEN_HEADER, type ApiEnvelope } from '@dpu/contracts';
import { currentToken } from '@dpu/session';
import { isEnvelope } from './envelope';

// docs/site.md §7 General rules: base '/api', the token in header 'UserToken' (session value,
// falling back to local storage), responses used by their body unless binary.
// In the browser an unexpected answer is logged (docs/site.md §8 'logged only'); on the server a
// page's API call is answered in-process, without axios (inProcessCalls), and the server logs
// what matters itself. axios (a shared module, so it ships whole: ~21 KB gzip) is loaded at
// the first call: most pages render from the server's data and make none at load (issue 25).
const IN_BROWSER = typeof window !== 'undefined';
const logWarning = (...args: unknown[]) => IN_BROWSER && console.warn(...args);
const logError = (...args: unknown[]) => IN_BROWSER && console.error(...args);

/** One call of `api`, as the server's in-process caller takes it. */
export interface ApiCall {
  method: string;
  /** Below the API base, as `api` takes it. */
  url: string;
  data: unknown;
  config: Pick<AxiosRequestConfig, 'params' | 'responseType'> | undefined;
}

/**
 * On the server: what answers every call instead of axios (`@dpu/api-client/in-process`, set
 * by shell/src/server/api-transport.ts). Its code stays out of the browser's bundles.
 */
export const inProcessCalls: { current: ((call: ApiCall) => Promise<unknown>) | undefined } = {
  current: undefined,
};

/** The adapter axios calls go through instead of axios's own, when set: the tests' fake server. */
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

let loading: Promise<AxiosInstance> | undefined;

/** The one axios instance (base /api, UserToken), created when first asked for. */
export function apiInstance(): Promise<AxiosInstance> {
  loading ??= import('axios').then(({ default: axios }) => createApiClient(axios));
  return loading;
}

type LazyMethod = 'get' | 'post' | 'put' | 'delete';

/**
 * One request method of the instance: on the server straight to the in-process transport,
 * in the browser through axios, loaded before the first call.
 */
function lazyMethod<M extends LazyMethod>(name: M, takesBody: boolean): AxiosInstance[M] {
  const call = (url: string, ...rest: unknown[]): Promise<unknown> => {
    const inProcess = inProcessCalls.current;
    if (inProcess) {
      const config = (takesBody ? rest[1] : rest[0]) as AxiosRequestConfig | undefined;
      const data: unknown = takesBody ? rest[0] : config?.data;
      return inProcess({ method: name.toUpperCase(), url, data, config });
    }
    // the arguments go on unchanged: each method keeps axios's own signature
    return apiInstance().then((client) =>
      (client[name] as (...args: unknown[]) => Promise<unknown>)(url, ...rest),
    );
  };
  // the cast keeps axios's generic signatures, which the call above honours
  return call as AxiosInstance[M];
}

/** The instance's request methods. */
export const api: Pick<AxiosInstance, LazyMethod> = {
  get: lazyMethod('get', false),
  post: lazyMethod('post', true),
  put: lazyMethod('put', true),
  delete: lazyMethod('delete', false),
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
