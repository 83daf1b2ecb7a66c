import { createContext, useContext, type ReactNode } from 'react';
import { findRoute, type ClientRoute, type RouteMatch } from '@dpu/contracts';

// What the shell knows about the composed site at run time: every page of the route
// manifests of the remotes in /mf/remotes.json (its own account pages first) and where
// each remote lives. The server puts it into the page it renders; nothing is compiled in.

export interface SiteConfig {
  routes: readonly ClientRoute[];
  /** Remote name → its mf-manifest.json URL (the browser build). */
  remotes: Readonly<Record<string, string>>;
}

const SiteConfigContext = createContext<SiteConfig>({ routes: [], remotes: {} });

export function SiteConfigProvider({
  config,
  children,
}: {
  config: SiteConfig;
  children: ReactNode;
}) {
  return <SiteConfigContext.Provider value={config}>{children}</SiteConfigContext.Provider>;
}

export function useSiteConfig(): SiteConfig {
  return useContext(SiteConfigContext);
}

/** The route of a pathname in the site's table, or undefined for an unknown path. */
export function useRouteMatch(pathname: string): RouteMatch<ClientRoute> | undefined {
  return findRoute(useSiteConfig().routes, pathname);
}
