import type { QueryClient } from '@tanstack/react-query';
import { Fragment, type ComponentType, type ReactElement } from 'react';
import { Route, Routes } from '@dpu/router';
import { findRoute, type RouteManifest } from '@dpu/contracts';
import { ErrorPage } from './error-page';
import { lazyPage, type LazyPage } from './lazy-page';

// The remote template: every remote exposes './Routes' built by createRemoteRoutes from
// its route manifest (src/routes.json), whose entries name the page each path renders. The
// shell (in the browser and on the server) loads it at run time and relies on this shape.

/** Where a page is: the matched route's params and the query string. */
export interface PageLocation {
  pathname: string;
  search: string;
  params: Readonly<Record<string, string>>;
}

/** How a page's data is fetched before it renders (TanStack Query), by route path. */
export type PagePrefetch = (location: PageLocation, client: QueryClient) => Promise<unknown>;

/** A remote's page modules, by their path under src/features without '.tsx'. */
export type PageLoader = (page: string) => Promise<Record<string, unknown>>;

interface RemotePage {
  element: ReactElement;
  /** Loads the page's code, so hydration never waits for it. */
  preload: () => Promise<unknown>;
  prefetch?: PagePrefetch;
}

/** 'news/news-list-page' → 'NewsListPage': a page module is named after its component. */
export function pageExportName(page: string): string {
  const file = page.split('/').pop() ?? page;
  return file
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');
}

type PageModule = Record<string, ComponentType<Record<string, string>>>;

function pageComponents(app: string, loadPage: PageLoader) {
  const components = new Map<string, LazyPage<Record<string, string>>>();
  return (page: string) => {
    let component = components.get(page);
    if (!component) {
      const name = pageExportName(page);
      const load = async (): Promise<PageModule> => {
        const module = await loadPage(page);
        if (typeof module[name] !== 'function') {
          throw new Error(`[${app}] src/features/${page}.tsx has no export ${name}`);
        }
        return module as PageModule;
      };
      component = lazyPage(load, name);
      components.set(page, component);
    }
    return component;
  };
}

function toPages(
  manifest: RouteManifest,
  loadPage: PageLoader,
  prefetches: Readonly<Record<string, PagePrefetch>>,
): Map<string, RemotePage> {
  const componentOf = pageComponents(manifest.app, loadPage);
  const pages = new Map<string, RemotePage>();
  for (const route of manifest.routes) {
    if (!route.page) throw new Error(`[${manifest.app}] the route ${route.path} names no page`);
    const Page = componentOf(route.page);
    pages.set(route.path, {
      element: <Page {...route.props} />,
      preload: Page.preload,
      prefetch: prefetches[route.path],
    });
  }
  const unknown = Object.keys(prefetches).filter((path) => !pages.has(path));
  if (unknown.length > 0) {
    throw new Error(
      `[${manifest.app}] prefetch for paths not in the manifest: ${unknown.join(', ')}`,
    );
  }
  return pages;
}

/** What every remote's './Routes' module exports. */
export interface RemoteRoutesModule {
  default: ComponentType;
  /** Loads the code of the page at a path; resolves at once for an unknown path. */
  preload: (pathname: string) => Promise<void>;
  /** Loads the data of the page at a location into the client's cache. */
  prefetch: (location: Omit<PageLocation, 'params'>, client: QueryClient) => Promise<void>;
}

/**
 * Builds a remote's './Routes' module from its route manifest: every route renders the page
 * its entry names, loaded on demand by `loadPage` (one chunk a page module), with the
 * entry's props; `prefetches` name the routes whose data is fetched before they render.
 */
export function createRemoteRoutes(
  manifest: RouteManifest,
  loadPage: PageLoader,
  prefetches: Readonly<Record<string, PagePrefetch>> = {},
): Omit<RemoteRoutesModule, 'default'> & { Routes: ComponentType } {
  const pages = toPages(manifest, loadPage, prefetches);
  const pageAt = (pathname: string) => {
    const match = findRoute(manifest.routes, pathname);
    return match
      ? { page: pages.get(match.route.path) as RemotePage, params: match.params }
      : undefined;
  };

  function RemoteRoutes() {
    return (
      <Routes>
        {manifest.routes.map(({ path }) => (
          // keyed by path: going from one path to another mounts the page afresh, even
          // where two paths show the same component (no state carried across pages)
          <Route
            key={path}
            path={path}
            element={<Fragment key={path}>{pages.get(path)?.element}</Fragment>}
          />
        ))}
        <Route path="*" element={<ErrorPage statusCode={404} />} />
      </Routes>
    );
  }

  return {
    Routes: RemoteRoutes,
    preload: async (pathname) => {
      await pageAt(pathname)?.page.preload();
    },
    prefetch: async (location, client) => {
      const found = pageAt(location.pathname);
      await found?.page.prefetch?.({ ...location, params: found.params }, client);
    },
  };
}
