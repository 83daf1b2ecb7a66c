import type { QueryClient } from '@tanstack/react-query';
import { Fragment, type ComponentType, type ReactElement } from 'react';
import { Route, Routes } from '@dpu/router';
import { findRoute, type RouteManifest } from '@dpu/contracts';
import { ErrorPage } from './error-page';

// The remote template: every remote exposes './Routes' built by createRemoteRoutes from
// its route manifest and one page per manifest path. The shell (in the browser and on the
// server) loads it at run time and relies on exactly this shape.

/** Where a page is: the matched route's params and the query string. */
export interface PageLocation {
  pathname: string;
  search: string;
  params: Readonly<Record<string, string>>;
}

export interface RemotePage {
  element: ReactElement;
  /** Loads the page's code (a lazyPage's preload), so hydration never waits for it. */
  preload?: () => Promise<unknown>;
  /** Starts loading the data the page reads (TanStack Query), before it renders. */
  prefetch?: (location: PageLocation, client: QueryClient) => Promise<unknown>;
}

type PropsArgument<P> = object extends P ? [props?: P] : [props: P];

/**
 * The page of a route: the component (a lazyPage, or a page imported eagerly) with its
 * props; a lazyPage's preload comes along so the shell loads the code before hydrating.
 */
export function pageRoute<P extends object>(
  Page: ComponentType<P> & { preload?: () => Promise<void> },
  ...[props]: PropsArgument<P>
): RemotePage {
  return { element: <Page {...(props as P)} />, preload: Page.preload };
}

/** What every remote's './Routes' module exports. */
export interface RemoteRoutesModule {
  default: ComponentType;
  /** Loads the code of the page at a path; resolves at once for an unknown path. */
  preload: (pathname: string) => Promise<void>;
  /** Loads the data of the page at a location into the client's cache. */
  prefetch: (location: Omit<PageLocation, 'params'>, client: QueryClient) => Promise<void>;
}

function checkPages(manifest: RouteManifest, pages: Readonly<Record<string, RemotePage>>): void {
  const declared = new Set(manifest.routes.map((route) => route.path));
  const missing = [...declared].filter((path) => !pages[path]);
  const extra = Object.keys(pages).filter((path) => !declared.has(path));
  if (missing.length || extra.length) {
    throw new Error(
      `[${manifest.app}] the route manifest and the pages disagree: ` +
        `no page for ${missing.join(', ') || '-'}; not in the manifest: ${extra.join(', ') || '-'}`,
    );
  }
}

/** Builds a remote's './Routes' module: a page for every path of its route manifest. */
export function createRemoteRoutes(
  manifest: RouteManifest,
  pages: Readonly<Record<string, RemotePage>>,
): Omit<RemoteRoutesModule, 'default'> & { Routes: ComponentType } {
  checkPages(manifest, pages);
  const pageAt = (pathname: string) => {
    const match = findRoute(manifest.routes, pathname);
    return match
      ? { page: pages[match.route.path] as RemotePage, params: match.params }
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
            element={<Fragment key={path}>{(pages[path] as RemotePage).element}</Fragment>}
          />
        ))}
        <Route path="*" element={<ErrorPage statusCode={404} />} />
      </Routes>
    );
  }

  return {
    Routes: RemoteRoutes,
    preload: async (pathname) => {
      await pageAt(pathname)?.page.preload?.();
    },
    prefetch: async (location, client) => {
      const found = pageAt(location.pathname);
      await found?.page.prefetch?.({ ...location, params: found.params }, client);
    },
  };
}
