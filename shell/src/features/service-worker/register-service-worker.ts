// docs/decisions.md sw.js, docs/site.md §1: a background script registered at /sw.js with scope '/'.
export const SERVICE_WORKER_URL = '/sw.js';
export const SERVICE_WORKER_SCOPE = '/';

/**
 * Registers the worker after the page has loaded, so it never competes with the first
 * paint. Production builds only: in development a caching worker hides changes.
 */
export function registerServiceWorker(
  container: ServiceWorkerContainer | undefined = navigator.serviceWorker,
  production = process.env.NODE_ENV === 'production',
): void {
  if (!production || !container) return;
  const register = () => {
    container
      .register(SERVICE_WORKER_URL, { scope: SERVICE_WORKER_SCOPE })
      .catch((error: unknown) => console.warn('[sw] registration failed', error));
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
