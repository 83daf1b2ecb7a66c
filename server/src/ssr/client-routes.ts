import type { SiteRoute } from '@dpu/contracts';

/** The part of the route table the browser needs (/mf/routes.json): no heads, no sitemap. */
export function toClientRoutes(routes: readonly SiteRoute[]) {
  return routes.map(({ path, app, name, protected: guarded }) =>
    guarded ? { path, app, name, protected: true } : { path, app, name },
  );
}
