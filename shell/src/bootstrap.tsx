import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { findRoute } from '@dpu/contracts';
import { BrowserRouter } from '@dpu/router';
import { startCarousels } from '@dpu/ui';
import { createLazyQueryLayer, importQueryLibrary, type QueryLayer } from '@dpu/api-client';
import { App } from './app/app';
import { Providers } from './app/providers';
import type { SiteConfig } from './lib/site-config';
import type { SsrState } from './app/ssr-state';

export { preloadShellPage } from './app/app-routes';

// TanStack Query loads at the first query the server did not answer (docs/composition.md
// 'Data'): a page hydrates from the answers it was rendered with, without the library
function createQueryLayer(ssr: SsrState | undefined): QueryLayer {
  return createLazyQueryLayer(
    ssr?.queries,
    importQueryLibrary,
    (lib) => new lib.QueryClient({ defaultOptions: { queries: { retry: 1 } } }),
  );
}

/** Hydrates the server-rendered page, or renders from scratch without one. */
export function mount(site: SiteConfig, ssr: SsrState | undefined): void {
  const container = document.getElementById('root');
  if (!container) return;
  const app = (
    <Providers queries={createQueryLayer(ssr)} site={site}>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </Providers>
  );
  if (ssr && findRoute(site.routes, window.location.pathname)?.route.hydrate === 'navigation') {
    // a page that keeps its server HTML until the visitor navigates: its one moving part,
    // a carousel, runs without React (the home page: docs/composition.md)
    startCarousels(container);
  }
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
