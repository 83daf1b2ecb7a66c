// Async boundary: the federation runtime negotiates shared modules before any React code
// runs. Remotes are registered from /mf/remotes.json (never compiled in), and the current
// route's remote starts loading before React renders.
import { registerRemotesFromConfig } from './features/remotes/remote-registry';
import { preloadRemoteForPath } from './features/remotes/remote-loader';
import { registerServiceWorker } from './features/service-worker/register-service-worker';

void registerRemotesFromConfig().then(() => {
  preloadRemoteForPath(window.location.pathname);
  return import('./bootstrap');
});
registerServiceWorker();
