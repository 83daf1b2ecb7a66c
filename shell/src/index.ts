// Async boundary: the federation runtime negotiates shared modules before any React code
// runs. A server-rendered page carries the remotes and the route table; the page's remote
// and its code are loaded before hydration so the page hydrates in one pass — unless the
// page has nothing to operate but links (hydrate: 'navigation'): it is not hydrated at all
// until the visitor navigates, so neither is loaded.
import { findRoute } from '@dpu/contracts';
import { fetchSiteConfig } from './app/fetch-site-config';
import { readSsrState } from './app/ssr-state';
import { preloadPage } from './lib/remotes/remote-loader';
import { registerRemotesConfig } from './lib/remotes/remote-registry';
import { registerServiceWorker } from './features/service-worker/register-service-worker';

async function start(): Promise<void> {
  const ssr = readSsrState(document);
  const site = ssr?.site ?? (await fetchSiteConfig());
  registerRemotesConfig(site.remotes);
  const { pathname } = window.location;
  const match = findRoute(site.routes, pathname);
  const [{ mount }] = await Promise.all([
    // the shell's own page (an account page) next, from the bootstrap's chunk: a chunk of
    // its own for the preload would be split off the bootstrap's and cost every page bytes
    import('./bootstrap').then(async (bootstrap) => {
      await bootstrap.preloadShellPage(pathname);
      return bootstrap;
    }),
    match &&
    match.route.app !== 'shell' &&
    !match.route.protected &&
    match.route.hydrate !== 'navigation'
      ? preloadPage(match.route.app, pathname)
      : undefined,
  ]);
  mount(site, ssr);
}

void start();
registerServiceWorker();
