import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from '@dpu/router';
import * as queryLibrary from '@tanstack/react-query';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createLoadedQueryLayer, QueryLayerProvider, type QueryLayer } from '@dpu/api-client';
import { useSession } from '@dpu/session';

export interface RenderAppOptions {
  /** Start URL (path and query). */
  url?: string;
  /** A logged-in user; the token goes to the session and to local storage. */
  user?: { name: string; userType: string; token?: string };
}

/** A fresh data cache per test, without retries (a failed call fails at once). */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false } } });
}

/** The site's data layer over a test's client, the library loaded (as on the server). */
export function createTestQueryLayer(client: QueryClient = createTestQueryClient()): QueryLayer {
  return createLoadedQueryLayer(queryLibrary, client);
}

/** Renders a page the way the site does: inside a router, with a session and a data cache. */
export function renderApp(
  ui: ReactElement,
  { url = '/', user }: RenderAppOptions = {},
): RenderResult {
  if (user) {
    useSession
      .getState()
      .setLoggedIn({ name: user.name, userType: user.userType }, user.token ?? 'test-token');
  }
  const client = createTestQueryClient();
  return render(
    <QueryLayerProvider layer={createTestQueryLayer(client)}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[url]}>{ui}</MemoryRouter>
      </QueryClientProvider>
    </QueryLayerProvider>,
  );
}
export * from '@dpu/api-client/testing';
export type { FakeContentCall, FakeDoc } from './content-engine';
export * from './content-files';
export * from './fake-site-api';
export * from './expect-link';
export * from './role-texts';
export * from './reduced-motion';
