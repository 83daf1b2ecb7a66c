import * as queryLibrary from '@tanstack/react-query';
import { QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import {
  createLoadedQueryLayer,
  createServerQueryLayer,
  pickQueryLibrary,
  queryOptions,
  type QueryLayer,
  type QueryLibrary,
} from './query-layer';
import { QueryLayerProvider, useQuery } from './use-query';

// A server render reads each query's state from the cache instead of observing it. What it
// renders must be what an observer's first result renders, in every state a query can be in
// when the page renders — the browser hydrates that markup.

const greeting = queryOptions({
  queryKey: ['greeting', { lang: 'zh' }] as const,
  queryFn: () => Promise.resolve('你好'),
});

function Greeting({ enabled }: { enabled: boolean }) {
  const result = useQuery({ ...greeting, enabled });
  return (
    <output>
      {result.status}:{String(result.data)}:{String(result.isError)}
    </output>
  );
}

const failing = { ...greeting, queryFn: () => Promise.reject(new Error('down')), retry: false };

const STATES: Record<string, (client: QueryClient) => Promise<unknown>> = {
  answered: (client) => client.prefetchQuery(greeting),
  failed: (client) => client.prefetchQuery(failing),
  'never asked': async () => undefined,
  'failed after an answer': async (client) => {
    client.setQueryData(greeting.queryKey, '旧');
    await client.fetchQuery({ ...failing, staleTime: 0 }).catch(() => undefined);
  },
  'still loading': async (client) => {
    void client.prefetchQuery({ ...greeting, queryFn: () => new Promise<string>(() => {}) });
  },
};

const serverClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });

async function rendered(
  layerOf: (lib: QueryLibrary, client: QueryClient) => QueryLayer,
  state: (client: QueryClient) => Promise<unknown>,
  enabled: boolean,
): Promise<string> {
  const client = serverClient();
  await state(client);
  return renderToString(
    <QueryLayerProvider layer={layerOf(pickQueryLibrary(queryLibrary), client)}>
      <Greeting enabled={enabled} />
    </QueryLayerProvider>,
  );
}

describe('useQuery in a server render', () => {
  for (const [name, state] of Object.entries(STATES)) {
    for (const enabled of [true, false]) {
      it(`when the query is ${name}${enabled ? '' : ' and disabled'}, then it renders as an observer would`, async () => {
        const observed = await rendered(createLoadedQueryLayer, state, enabled);
        const read = await rendered(createServerQueryLayer, state, enabled);
        expect(read).toBe(observed);
      });
    }
  }

  it('when answered, then the page shows the answer without creating an observer', async () => {
    const client = serverClient();
    await client.prefetchQuery(greeting);
    const lib = pickQueryLibrary(queryLibrary);
    const QueryObserver = jest.fn(() => {
      throw new Error('no observer on the server');
    });
    const layer = createServerQueryLayer(
      { ...lib, QueryObserver: QueryObserver as unknown as QueryLibrary['QueryObserver'] },
      client,
    );
    const html = renderToString(
      <QueryLayerProvider layer={layer}>
        <Greeting enabled />
      </QueryLayerProvider>,
    );
    expect(html).toBe('<output>success<!-- -->:<!-- -->你好<!-- -->:<!-- -->false</output>');
    expect(QueryObserver).not.toHaveBeenCalled();
  });

  it('picks the five pieces the layer uses, by name', () => {
    const picked = pickQueryLibrary(queryLibrary);
    expect(Object.keys(picked).sort()).toEqual(
      ['QueryClient', 'QueryClientProvider', 'QueryObserver', 'hydrate', 'notifyManager'].sort(),
    );
    for (const piece of Object.values(picked)) expect(piece).toBeDefined();
  });
});
