import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { ApiRequest } from '@dpu/contracts';
import { suiteApp } from '../../test/app';
import { inProcessTransport } from './in-process-transport';

const JSON_HEADERS = { 'content-type': 'application/json', accept: 'application/json' };

function post(url: string, body: unknown, headers: Record<string, string> = JSON_HEADERS) {
  return {
    method: 'POST',
    url,
    headers,
    body: typeof body === 'string' ? body : JSON.stringify(body),
  } satisfies ApiRequest;
}

describe('a page render’s API calls answered in-process', () => {
  const suite = suiteApp('pglite');

  /** The transport's answer and the route's own answer to the same call. */
  async function both(request: ApiRequest) {
    const transport = inProcessTransport(suite.app, suite.app.internalRequestSecret);
    const direct = await transport(request);
    const routed = await suite.app.inject({
      method: request.method as 'POST',
      url: request.url,
      headers: request.headers,
      ...(request.body === undefined ? {} : { payload: request.body }),
    });
    return { direct, routed };
  }

  test('when a page queries content, then it gets the same status and body as the content route', async () => {
    for (const request of [
      post('/api/_content/site', {}),
      post('/api/_content/news', { only: ['slug', 'date'], sortBy: 'date:desc', limit: 3 }),
      post('/api/_content/navigation', ''),
      post('/api/_content/news/', { only: ['title'] }),
      post(`/api/_content/${encodeURIComponent('news')}`, { limit: 1 }),
    ]) {
      const { direct, routed } = await both(request);
      assert.equal(direct.status, routed.statusCode, request.url);
      assert.equal(direct.body, routed.body, request.url);
    }
  });

  test('when the query is refused or not content, then the answer is the route’s own envelope', async () => {
    const refused: ApiRequest[] = [
      post('/api/_content/no/such/thing', {}),
      post('/api/_content/news', { limit: 'many' }),
      post('/api/_content/news', '{not json'),
      post('/api/_content/news', { search: 'a\u0007b' }),
      { method: 'GET', url: '/api/health', headers: {} },
    ];
    for (const request of refused) {
      const { direct, routed } = await both(request);
      assert.equal(direct.status, routed.statusCode, `${request.url} ${request.body ?? ''}`);
      assert.deepEqual(JSON.parse(direct.body), JSON.parse(routed.body), request.url);
    }
  });
});
