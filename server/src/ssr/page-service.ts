import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import {
  findRoute,
  type ApiTransport,
  type RouteManifest,
  type SitemapFromContent,
} from '@dpu/contracts';
import { ContentQueryError } from '../content/query/index';
import { remoteSource } from '../remotes/remote-source';
import { inProcessTransport } from './in-process-transport';
import { PageCache, pageTarget, toCachedPage, type CachedPage } from './page-cache';
import { RemoteCatalog, type Catalog } from './remote-catalog';
import { loadShellRenderer, type ShellRenderer } from './shell-renderer';
import { sitemapUrls, sitemapXml, type ListedDocument } from './sitemap';
import { criticalCss } from './style-index';

// Server-side rendering of the site's pages: which page a path is (the route manifests of
// the remotes in remotes.json), the rendering by the shell's Node build, and a brief cache.

export type PageAnswer =
  | { kind: 'page'; page: CachedPage }
  | { kind: 'redirect'; location: string; permanent?: boolean }
  | { kind: 'unbuilt' }
  /** The client has had its share of renders the cache could not answer (RATE_LIMIT_PAGE_RENDERS). */
  | { kind: 'busy' };

/** Whether this client may have one more page rendered now (false: past its limit). */
export type RenderAllowance = () => Promise<boolean>;

export interface PageService {
  /** A visitor's request passes its allowance; the server's own (Open Graph cards) none. */
  answer: (url: string, origin: string, mayRender?: RenderAllowance) => Promise<PageAnswer>;
  /**
   * The page rendered apart: never taken from or kept in the page cache, its API calls
   * through `wrap` (a preview's draft content: ssr/preview.ts).
   */
  answerApart: (
    url: string,
    origin: string,
    wrap: (transport: ApiTransport) => ApiTransport,
  ) => Promise<Exclude<PageAnswer, { kind: 'busy' }>>;
  catalog: () => Promise<Catalog>;
  sitemap: (origin: string) => Promise<string>;
  /** The header value the server's own in-process API calls carry. */
  internalSecret: string;
  /** The shell alone, rendering the page in the browser: the answer when rendering fails. */
  clientShell: () => string | undefined;
}

/** The sitemap's documents, straight from the content engine (the same one the API answers from). */
function contentLister(app: FastifyInstance) {
  return async (source: SitemapFromContent): Promise<ListedDocument[]> => {
    let data: unknown;
    try {
      data = app.content.query().run(source.content, {
        only: ['slug', 'date'],
        ...(source.where ? { where: source.where } : {}),
      });
    } catch (error) {
      // a manifest naming a directory the content does not have lists nothing
      if (error instanceof ContentQueryError) return [];
      throw error;
    }
    if (!Array.isArray(data)) return [];
    return (data as ListedDocument[]).filter((doc) => typeof doc?.slug === 'string');
  };
}

export function createPageService(app: FastifyInstance): PageService {
  const { webRoot, ssr } = app.config;
  const internalSecret = app.internalRequestSecret;
  const cache = new PageCache(ssr.cacheTtlMs, ssr.cacheEntries);
  const inFlight = new Map<string, Promise<CachedPage>>();
  let shell: ShellRenderer | undefined;

  const catalog = new RemoteCatalog(
    {
      readRemotes: async () => {
        const remotes = app.remotes.current();
        if (remotes.error) throw remotes.error;
        return remotes.map;
      },
      remotesStamp: () => app.remotes.current().stamp,
      readShellRoutes: async () =>
        JSON.parse(
          await readFile(path.join(webRoot, 'shell/dist/routes.json'), 'utf8'),
        ) as RouteManifest,
      remoteFiles: remoteSource(webRoot, ssr.budgetMs),
      log: (message, error) => app.log.warn({ err: error }, message),
    },
    ssr.remotesRefreshMs,
  );

  const render = async (
    url: string,
    origin: string,
    current: Catalog,
    wrap: (transport: ApiTransport) => ApiTransport = (transport) => transport,
  ): Promise<CachedPage> => {
    shell ??= loadShellRenderer(webRoot);
    if (!shell) throw new Error('the shell is not built');
    const shellSheets = shell.stylesheets;
    const byName = new Map(current.entries.map((entry) => [entry.name, entry]));
    const result = await shell.render({
      url,
      origin,
      template: shell.template,
      routes: current.routes,
      remotes: current.remotes,
      serverRemotes: current.entries.map((entry) => entry.server),
      // one per render: the server's own routes, in-process (no socket, no self-request)
      transport: wrap(inProcessTransport(app, internalSecret)),
      budgetMs: ssr.budgetMs,
      criticalCss: (remote, html) =>
        [
          criticalCss(shellSheets, html),
          criticalCss(byName.get(remote ?? '')?.stylesheets ?? [], html),
        ]
          .filter(Boolean)
          .join('\n'),
    });
    for (const error of result.errors) app.log.warn({ url, error }, 'page rendered with an error');
    if (result.clientRendered.length > 0) {
      app.log.warn({ url, remotes: result.clientRendered }, 'remote left to the browser');
    }
    return toCachedPage(result.status, result.html);
  };

  return {
    internalSecret,
    clientShell: () => {
      shell ??= loadShellRenderer(webRoot);
      return shell?.template;
    },
    catalog: () => catalog.get(),
    answerApart: async (url, origin, wrap) => {
      const current = await catalog.get();
      const { pathname } = new URL(url, 'http://site');
      if (!findRoute(current.routes, pathname)) return { kind: 'redirect', location: '/' };
      shell ??= loadShellRenderer(webRoot);
      if (!shell) return { kind: 'unbuilt' };
      return { kind: 'page', page: await render(url, origin, current, wrap) };
    },
    answer: async (requested, origin, mayRender) => {
      const current = await catalog.get();
      // one URL per page: the cache key and what is rendered (hostile-input.md R8)
      const target = pageTarget(current.routes, requested);
      if (target.kind === 'unknown') return { kind: 'redirect', location: '/' };
      if (target.kind === 'redirect') return { ...target, permanent: true };
      const { url } = target;
      shell ??= loadShellRenderer(webRoot);
      if (!shell) return { kind: 'unbuilt' };
      const key = `${origin}\n${url}\n${app.content.version()}\n${current.version}`;
      const cached = cache.get(key);
      if (cached) return { kind: 'page', page: cached };
      // without a page cache (PAGE_CACHE_TTL_MS=0) every request renders, shared with none
      let rendering = ssr.cacheTtlMs > 0 ? inFlight.get(key) : undefined;
      if (!rendering) {
        if (mayRender && !(await mayRender())) return { kind: 'busy' };
        rendering = render(url, origin, current).finally(() => inFlight.delete(key));
        if (ssr.cacheTtlMs > 0) inFlight.set(key, rendering);
      }
      const page = await rendering;
      // a server error is not worth keeping: the next visitor gets a fresh try
      if (page.status < 500) cache.set(key, page);
      return { kind: 'page', page };
    },
    sitemap: async (origin) => {
      const current = await catalog.get();
      return sitemapXml(origin, await sitemapUrls(current.routes, contentLister(app)));
    },
  };
}
