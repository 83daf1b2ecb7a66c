import { AsyncLocalStorage } from 'node:async_hooks';
import { inProcessCalls } from '@dpu/api-client';
import { inProcessCaller } from '@dpu/api-client/in-process';
import type { ApiTransport } from '@dpu/contracts';

// On the server the pages' API calls (content, above all) never leave the process: the site
// server hands each render a transport that answers them in-process. The shared API client
// (one for the shell and every remote) takes one caller, which answers a call through the
// transport of the render it belongs to (AsyncLocalStorage follows the render's
// async work), so renders running at once never swap each other's transport.

const current = new AsyncLocalStorage<ApiTransport>();

const noTransport: ApiTransport = async (request) => {
  throw new Error(`API call outside a server render: ${request.method} ${request.url}`);
};

const renderCalls = inProcessCaller((request) => (current.getStore() ?? noTransport)(request));

/** Runs `render` with its API calls answered by `transport`. */
export function withServerTransport<T>(
  transport: ApiTransport,
  render: () => Promise<T>,
): Promise<T> {
  inProcessCalls.current = renderCalls;
  return current.run(transport, render);
}
