import { act, render, screen } from '@testing-library/react';
import * as queryLibrary from '@tanstack/react-query';
import { dehydrate, hashKey, QueryClient } from '@tanstack/react-query';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createLazyQueryLayer, hashQueryKey, queryOptions, type QueryLayer } from './query-layer';
import { QueryLayerProvider, useQuery } from './use-query';

const greeting = queryOptions({
  queryKey: ['greeting', { lang: 'zh', size: 2 }] as const,
  queryFn: () => Promise.resolve('你好'),
});

function Greeting({ enabled = true }: { enabled?: boolean }) {
  const result = useQuery({ ...greeting, enabled });
  return <output>{result.status === 'success' ? result.data : result.status}</output>;
}

async function serverAnswers() {
  const client = new QueryClient();
  await client.prefetchQuery(greeting);
  return dehydrate(client);
}

function lazyLayer(state?: queryLibrary.DehydratedState) {
  const importLibrary = jest.fn(() => Promise.resolve(queryLibrary));
  const layer = createLazyQueryLayer(state, importLibrary, (lib) => new lib.QueryClient());
  return { layer, importLibrary };
}

const inLayer = (layer: QueryLayer, enabled?: boolean) => (
  <QueryLayerProvider layer={layer}>
    <Greeting enabled={enabled} />
  </QueryLayerProvider>
);

describe('useQuery over the lazy data layer', () => {
  it('hashes a key as TanStack Query does', () => {
    const keys = [
      ['a', { b: 1, a: [2, { d: 1, c: null }] }],
      ['content', '/x', {}],
      [1, 'two'],
    ];
    for (const key of keys) expect(hashQueryKey(key)).toBe(hashKey(key));
  });

  it('when the server answered the query, then the page hydrates with it without loading the library', async () => {
    const state = await serverAnswers();
    const { layer, importLibrary } = lazyLayer(state);
    const container = document.createElement('div');
    container.innerHTML = '<output>你好</output>';
    document.body.append(container);
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const root = await act(async () => hydrateRoot(container, inLayer(layer)));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(container.textContent).toBe('你好');
    expect(importLibrary).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    act(() => root.unmount());
    container.remove();
  });

  it('when a query was not answered, then the library loads and the query runs through it', async () => {
    const { layer, importLibrary } = lazyLayer();
    render(inLayer(layer));
    expect(screen.getByRole('status')).toHaveTextContent('pending');
    expect(await screen.findByText('你好')).toBeInTheDocument();
    expect(importLibrary).toHaveBeenCalledTimes(1);
    expect(layer.current()?.client.getQueryData(greeting.queryKey)).toBe('你好');
  });

  it('when a query is disabled, then nothing is loaded', async () => {
    const { layer, importLibrary } = lazyLayer();
    render(inLayer(layer, false));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.getByRole('status')).toHaveTextContent('pending');
    expect(importLibrary).not.toHaveBeenCalled();
  });

  it('when the library loads later, then the hydrated answer stays and the same component keeps it', async () => {
    const { layer } = lazyLayer(await serverAnswers());
    render(inLayer(layer));
    expect(screen.getByRole('status')).toHaveTextContent('你好');
    await act(async () => {
      await layer.load();
    });
    expect(screen.getByRole('status')).toHaveTextContent('你好');
  });

  it('renders the same on the server as the browser’s first render', async () => {
    const { layer } = lazyLayer(await serverAnswers());
    expect(renderToString(inLayer(layer))).toBe('<output>你好</output>');
  });
});
