import { api } from '@dpu/api-client';
import type { AxiosRequestConfig } from 'axios';

// The HTTP boundary for jest: every call of the api-client (getJson, postJson,
// fetchContent, blob downloads) goes through `api.get` / `api.post`, so spying on those two
// methods fakes the server without mocking any of our own modules.

export interface ApiCall {
  method: 'GET' | 'POST';
  /** Path under the API base, e.g. '/product/list' or '/_content/site'. */
  url: string;
  params?: Record<string, unknown>;
  body?: unknown;
  responseType?: AxiosRequestConfig['responseType'];
}

/** Answers one call: the body the api-client would resolve with (or throw to fail it). */
export type ApiHandler = (call: ApiCall) => unknown;

export interface ApiMock {
  calls: ApiCall[];
  /** Calls to one path (query string excluded). */
  callsTo: (url: string) => ApiCall[];
}

/** Network-style failure (no envelope): the api-client rejects with it. */
export class FakeNetworkError extends Error {
  constructor(url: string) {
    super(`Network Error (no fake answer for ${url})`);
    this.name = 'FakeNetworkError';
  }
}

/** Fakes the API for one test; unanswered calls reject like a network error. */
export function mockApi(handler: ApiHandler): ApiMock {
  const calls: ApiCall[] = [];
  const answer = async (call: ApiCall): Promise<unknown> => {
    calls.push(call);
    const result = await handler(call);
    if (result === undefined) throw new FakeNetworkError(call.url);
    return result;
  };
  jest
    .spyOn(api, 'get')
    .mockImplementation((url: string, config?: AxiosRequestConfig) =>
      answer({ method: 'GET', url, params: config?.params, responseType: config?.responseType }),
    );
  jest
    .spyOn(api, 'post')
    .mockImplementation((url: string, body?: unknown, config?: AxiosRequestConfig) =>
      answer({ method: 'POST', url, body, params: config?.params }),
    );
  return {
    calls,
    callsTo: (url) => calls.filter((call) => call.url.split('?')[0] === url),
  };
}
