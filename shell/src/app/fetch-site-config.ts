import { parseRemotesConfig } from '../lib/remotes/remote-registry';
import type { ClientRoute } from '@dpu/contracts';
import type { SiteConfig } from '../lib/site-config';

// Without a server-rendered page (the development servers, or the static index.html) the
// shell asks the server for the remotes and the merged route table.
export const REMOTES_CONFIG_URL = '/mf/remotes.json';
export const ROUTES_URL = '/mf/routes.json';

/**
 * A static JSON file of the server, tried twice: not an /api answer with an envelope, so not
 * @dpu/api-client's getJson (the one getJson of the site).
 */
async function fetchStaticJson(url: string): Promise<unknown> {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const response = await fetch(url, { cache: 'no-cache' });
      if (response.ok) return (await response.json()) as unknown;
    } catch (error) {
      console.error('[site] cannot read', url, error);
    }
  }
  return undefined;
}

function parseRoutes(body: unknown): ClientRoute[] {
  if (!Array.isArray(body)) return [];
  return body.filter(
    (route): route is ClientRoute =>
      typeof route === 'object' &&
      route !== null &&
      typeof (route as ClientRoute).path === 'string' &&
      typeof (route as ClientRoute).app === 'string' &&
      typeof (route as ClientRoute).name === 'string',
  );
}

export async function fetchSiteConfig(): Promise<SiteConfig> {
  const [remotes, routes] = await Promise.all([
    fetchStaticJson(REMOTES_CONFIG_URL),
    fetchStaticJson(ROUTES_URL),
  ]);
  return { remotes: parseRemotesConfig(remotes), routes: parseRoutes(routes) };
}
