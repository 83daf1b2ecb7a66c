import {
  AxiosError,
  AxiosHeaders,
  type AxiosAdapter,
  type InternalAxiosRequestConfig,
} from 'axios';
import { api } from './client';

// A fake HTTP layer for unit tests: it replaces the axios adapter of `api` (the process
// boundary), so everything above it — interceptors, headers, envelope handling — is real.

export interface FakeRequest {
  method: string;
  /** Path below the API base, e.g. '/user/login'. */
  url: string;
  /** JSON bodies parsed back to objects; FormData as it is. */
  body: unknown;
  headers: Record<string, string>;
  responseType: string | undefined;
}

export type FakeReply = { status?: number; body?: unknown } | 'network-error';

export interface FakeApi {
  calls: FakeRequest[];
  restore: () => void;
}

function parseBody(data: unknown): unknown {
  if (typeof data !== 'string') return data;
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return data;
  }
}

function toRequest(config: InternalAxiosRequestConfig): FakeRequest {
  const headers = AxiosHeaders.from(config.headers).toJSON() as Record<string, string>;
  return {
    method: (config.method ?? 'get').toUpperCase(),
    url: config.url ?? '',
    body: parseBody(config.data),
    headers,
    responseType: config.responseType,
  };
}

/** Installs a fake server for `api`; call `restore()` (or rely on a fresh module) after. */
export function fakeApi(
  handler: (request: FakeRequest) => FakeReply | Promise<FakeReply>,
): FakeApi {
  const calls: FakeRequest[] = [];
  const previous = api.defaults.adapter;
  const adapter: AxiosAdapter = async (config) => {
    const request = toRequest(config);
    calls.push(request);
    const reply = await handler(request);
    if (reply === 'network-error') {
      throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
    }
    const status = reply.status ?? 200;
    const response = {
      data: reply.body,
      status,
      statusText: String(status),
      headers: new AxiosHeaders(),
      config,
      request: {},
    };
    if (status >= 200 && status < 300) return response;
    throw new AxiosError(
      `Request failed with status code ${status}`,
      AxiosError.ERR_BAD_RESPONSE,
      config,
      {},
      response,
    );
  };
  api.defaults.adapter = adapter;
  return { calls, restore: () => void (api.defaults.adapter = previous) };
}
