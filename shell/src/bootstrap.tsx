import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { findRoute } from '@dpu/contracts';
import { startCarousels } from '@dpu/ui';
import { createLazyQueryLayer, importQueryLibrary, type QueryLayer } from '@dpu/api-client';
import { App } from './app/app';
import { preloadShellPage } from './app/app-routes';
import { preloadPage } from './lib/remotes/remote-loader';
import { SiteRouter } from './lib/navigation/site-router';
import { Providers } from './app/providers';
import type { SiteConfig } from './lib/site-config';
import type { SsrState } from './app/ssr-state';

export { preloadShellPage } from './app/app-routes';
export { loadRouter } from '@dpu/router';

// TanStack Query loads at the first query the server did not answer (docs/composition.md
// 'Data'): a page hydrates from the answers it was rendered with, without the library
function createQueryLayer(ssr: SsrState | undefined): QueryLayer {
  return createLazyQueryLayer(
    ssr?.queries,
    importQueryLibrary,
    (lib) => new lib.QueryClient({ defaultOptions: { queries: { retry: 1 } } }),
  );
}

/** The code of the page at a path: its remote's or the shell's. Never rejects. */
async function preloadRoute(site: SiteConfig, pathname: string): Promise<void> {
  const match = findRoute(site.routes, pathname);
  if (!match) return;
  if (match.route.app === 'shell') await preloadShellPage(pathname);
  else if (!match.route.protected) await preloadPage(match.route.app, pathname);
}

/**
 * Hydrates the server-rendered page, or renders from scratch without one. `lite`: the page
 * is not hydrated and routes without react-router until the first navigation (SiteRouter).
 */
export function mount(site: SiteConfig, ssr: SsrState | undefined, lite: boolean): void {
  const container = document.getElementById('root');
  if (!container) return;
  const app = (
    <Providers queries={createQueryLayer(ssr)} site={site}>
      <SiteRouter lite={lite} prepare={(pathname) => preloadRoute(site, pathname)}>
        <App />
      </SiteRouter>
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
