import { AsyncLocalStorage } from 'node:async_hooks';
import axios, { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosResponse } from 'axios';
import { apiAdapter } from '@dpu/api-client';
import type { ApiTransport } from '@dpu/contracts';

// On the server the pages' API calls (content, above all) never leave the process: the site
// server hands each render a transport that answers them in-process. The shared axios
// instance (one for the shell and every remote) takes one adapter (apiAdapter), once, which answers a call
// through the transport of the render it belongs to (AsyncLocalStorage follows the render's
// async work), so renders running at once never swap each other's transport.

function bodyOf(data: unknown): string | undefined {
  if (data === undefined || data === null) return undefined;
  return typeof data === 'string' ? data : JSON.stringify(data);
}

export function transportAdapter(transport: ApiTransport): AxiosAdapter {
  return async (config) => {
    const headers = AxiosHeaders.from(config.headers).toJSON() as Record<string, string>;
    const answer = await transport({
      method: (config.method ?? 'get').toUpperCase(),
      url: axios.getUri(config),
      headers,
      body: bodyOf(config.data),
    });
    const response: AxiosResponse = {
      data: answer.body,
      status: answer.status,
      statusText: String(answer.status),
      headers: new AxiosHeaders(answer.headers),
      config,
      request: {},
    };
    if (answer.status >= 200 && answer.status < 300) return response;
    throw new AxiosError(
      `Request failed with status code ${answer.status}`,
      AxiosError.ERR_BAD_RESPONSE,
      config,
      {},
      response,
    );
  };
}

const current = new AsyncLocalStorage<ApiTransport>();
let installed = false;

const noTransport: ApiTransport = async (request) => {
  throw new Error(`API call outside a server render: ${request.method} ${request.url}`);
};

/** Runs `render` with its API calls answered by `transport`. */
export function withServerTransport<T>(
  transport: ApiTransport,
  render: () => Promise<T>,
): Promise<T> {
  if (!installed) {
    apiAdapter.current = transportAdapter((request) =>
      (current.getStore() ?? noTransport)(request),
    );
    installed = true;
  }
  return current.run(transport, render);
}
