import { hydrate, QueryClient } from '@tanstack/react-query';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from '@dpu/router';
import { App } from './app/app';
import { Providers } from './app/providers';
import type { SiteConfig } from './lib/site-config';
import type { SsrState } from './app/ssr-state';

export { preloadShellPage } from './app/app-routes';

function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: 1 } } });
}

/** Hydrates the server-rendered page, or renders from scratch without one. */
export function mount(site: SiteConfig, ssr: SsrState | undefined): void {
  const container = document.getElementById('root');
  if (!container) return;
  const client = createQueryClient();
  if (ssr) hydrate(client, ssr.queries);
  const app = (
    <Providers client={client} site={site}>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </Providers>
  );
  if (ssr) {
    // a transition: hydration yields to the browser between parts of the page, so it never
    // blocks input for long
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    createRoot(container).render(app);
  }
}
