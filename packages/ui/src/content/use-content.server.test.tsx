/**
 * @jest-environment node
 */
import * as queryLibrary from '@tanstack/react-query';
import { QueryClient } from '@tanstack/react-query';
import {
  createLoadedQueryLayer,
  createServerQueryLayer,
  QueryLayerProvider,
  type QueryLayer,
} from '@dpu/api-client';
import { Suspense } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { Writable } from 'node:stream';
import { fail, fakeApi } from '@dpu/api-client/testing';
import { useContent } from './use-content';

// On the server (no window) a page that reads content it was not given waits for it once.
// A failed query must render its error state, not a fresh wait: re-throwing a new fetch each
// time the failed query read as pending again re-rendered the page without end
// (docs/hostile-input.md round two, finding 1).

function Results() {
  const state = useContent<string[]>('/', { $search: 'x' } as never);
  return <p>{state.status === 'error' ? `failed: ${state.message}` : state.status}</p>;
}

type LayerOf = (lib: typeof queryLibrary, client: QueryClient) => QueryLayer;

function renderOnServer(client: QueryClient, layerOf: LayerOf): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString();
        done();
      },
      final(done) {
        resolve(html);
        done();
      },
    });
    const stream = renderToPipeableStream(
      <QueryLayerProvider layer={layerOf(queryLibrary, client)}>
        <Suspense fallback="waiting">
          <Results />
        </Suspense>
      </QueryLayerProvider>,
      { onAllReady: () => stream.pipe(sink), onShellError: reject },
    );
    setTimeout(() => stream.abort(new Error('render budget exceeded')), 2000).unref();
  });
}

const serverClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });

// the server render's own layer (queries read from the cache) and an observing one
describe.each<[string, LayerOf]>([
  ['the server layer', createServerQueryLayer],
  ['an observing layer', createLoadedQueryLayer],
])('useContent while rendering on the server (%s)', (_name, layerOf) => {
  it('when the API refuses the query (4xx), then the page renders its error once, asking once', async () => {
    const server = fakeApi(() => fail('400', '请求参数有误：$search 含有不允许的控制字符'));
    const html = await renderOnServer(serverClient(), layerOf);
    expect(html).toContain('failed: 请求参数有误');
    expect(server.calls).toHaveLength(1);
  });

  it('when the query fails outright (5xx, network), then the page renders its error once', async () => {
    const server = fakeApi(() => 'network-error');
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const html = await renderOnServer(serverClient(), layerOf);
    expect(html).toContain('failed:');
    expect(html).not.toContain('waiting');
    expect(server.calls).toHaveLength(1);
  });

  it('when a refused query is kept, then it is an answer the browser can reuse, not an error', async () => {
    fakeApi(() => fail('400', '请求参数有误'));
    const client = serverClient();
    await renderOnServer(client, layerOf);
    const [query] = client.getQueryCache().getAll();
    expect(query?.state.status).toBe('success');
    expect(query?.state.data).toEqual({
      found: false,
      refused: { code: '400', message: '请求参数有误' },
    });
  });
});
