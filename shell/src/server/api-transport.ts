import { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosResponse } from 'axios';
import { api } from '@dpu/api-client';
import type { ApiTransport } from '@dpu/contracts';

// On the server the pages' API calls (content, above all) never leave the process: the site
// server hands the shell a transport that answers them in-process, and the shared axios
// instance uses it as its adapter. Same request, same envelope, no network.

function bodyOf(data: unknown): string | undefined {
  if (data === undefined || data === null) return undefined;
  return typeof data === 'string' ? data : JSON.stringify(data);
}

export function transportAdapter(transport: ApiTransport): AxiosAdapter {
  return async (config) => {
    const headers = AxiosHeaders.from(config.headers).toJSON() as Record<string, string>;
    const answer = await transport({
      method: (config.method ?? 'get').toUpperCase(),
      url: api.getUri(config),
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

/** Routes every call of the shared API client through the server's transport. */
export function installServerTransport(transport: ApiTransport): void {
  api.defaults.adapter = transportAdapter(transport);
}
