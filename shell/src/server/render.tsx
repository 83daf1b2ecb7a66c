import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { StaticRouter } from '@dpu/router';
import {
  findRoute,
  ogImagePath,
  toClientRoute,
  type RenderRequest,
  type RenderResult,
  type RouteMatch,
} from '@dpu/contracts';
import {
  contentQuery,
  createServerQueryLayer,
  importQueryLibrary,
  type QueryLibrary,
} from '@dpu/api-client';
import { createServerPage, ServerPageProvider, type ServerPage } from '@dpu/page-context';
import { SITE_FACTS_PATH, type RemoteRoutesModule, type SiteFacts } from '@dpu/ui';
import { App } from '../app/app';
import { Providers } from '../app/providers';
import { serializeSsrState } from '../app/ssr-state';
import { RemoteNotRenderedOnServer, ServerRemotesProvider } from '../lib/remotes/server-remotes';
import { NAVIGATION_PATH } from '../lib/navigation/navigation-content';
import { STAFF_PATH } from '../lib/account-paths';
import type { SiteConfig } from '../lib/site-config';
import { withServerTransport } from './api-transport';
import { renderDocument } from './document';
import { renderToHtml } from './render-to-html';
import { installServerHtmlSanitizer } from './html-sanitizer';
import { loadServerRoutes } from './remote-modules';

// The pieces of the library the data layer uses, loaded and picked as the browser's load does
// (a static namespace import passed whole kept only the names other modules used: webpack's
// namespace object for a shared module). A build that dropped one fails every render at once.
let queryLibrary: Promise<QueryLibrary> | undefined;

function loadQueryLibrary(): Promise<QueryLibrary> {
  queryLibrary ??= importQueryLibrary().then((lib) => {
    for (const [name, piece] of Object.entries(lib)) {
      if (piece === undefined) throw new Error(`the server build lacks TanStack Query's ${name}`);
    }
    return lib;
  });
  return queryLibrary;
}

function createServerQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
}

function timeLeft(deadline: number): number {
  return Math.max(0, deadline - Date.now());
}

async function withinDeadline(work: Promise<unknown>, deadline: number): Promise<void> {
  await Promise.race([
    work.catch(() => undefined),
    new Promise((resolve) => setTimeout(resolve, timeLeft(deadline)).unref()),
  ]);
}

/** The page's remote with its code and data for this page; a failure goes to `errors`. */
async function loadPageRemote(
  request: RenderRequest,
  remote: string | undefined,
  location: { pathname: string; search: string },
  client: QueryClient,
  deadline: number,
  errors: string[],
): Promise<Map<string, RemoteRoutesModule>> {
  const modules = new Map<string, RemoteRoutesModule>();
  const onServer = request.serverRemotes.find((candidate) => candidate.name === remote);
  if (!remote || !onServer) return modules;
  const loaded = await loadServerRoutes(onServer, timeLeft(deadline));
  if (!loaded.module) {
    errors.push(`remote ${remote}: ${String(loaded.error)}`);
    return modules;
  }
  modules.set(remote, loaded.module);
  await withinDeadline(
    Promise.all([
      loaded.module.preload(location.pathname),
      loaded.module.prefetch(location, client),
    ]),
    deadline,
  );
  return modules;
}

interface RenderedPage {
  match: RouteMatch | undefined;
  page: ServerPage;
  client: QueryClient;
  site: SiteConfig;
  appHtml: string;
  /** The remote whose CSS the markup may use (it rendered on the server). */
  remote: string | undefined;
  antdStyles: string;
}

/** The document around a rendered page: its head, inlined CSS and the state for hydration. */
function pageDocument(
  request: RenderRequest,
  { match, page, client, site, appHtml, remote, antdStyles }: RenderedPage,
): string {
  const { pathname, search } = new URL(request.url, 'http://site');
  const facts = client.getQueryData(contentQuery<SiteFacts>(SITE_FACTS_PATH).queryKey);
  const state = serializeSsrState({
    site,
    queries: dehydrate(client, {
      shouldDehydrateQuery: (query) => query.state.status === 'success',
    }),
  });
  const css = request.criticalCss(remote, appHtml);
  return renderDocument({
    template: request.template,
    appHtml,
    state,
    head: page.head,
    fallbackHead: match?.route.head,
    siteName: facts?.found ? facts.data.companyName : undefined,
    siteDescription: facts?.found ? facts.data.description : undefined,
    canonical: `${request.origin}${pathname === '/' ? '/' : pathname}${search}`,
    // a public page that rendered fine names its card image (server/src/og draws it)
    ogImage:
      page.status === 200 && match && !match.route.protected && match.route.path !== STAFF_PATH
        ? `${request.origin}${ogImagePath(pathname, search)}`
        : undefined,
    // inline: the page paints styled without waiting for a stylesheet (the CSP allows
    // inline style, which antd's CSS-in-JS needs anyway)
    styles: `<style data-critical>${css.replace(/<\/style/gi, '<\\/style')}</style>${antdStyles}`,
  });
}

/** Renders one page of the site to a complete HTML document. */
export function renderPage(request: RenderRequest): Promise<RenderResult> {
  // the render's API calls (its remote's prefetch and its components') use its transport
  return withServerTransport(request.transport, () => render(request));
}

async function render(request: RenderRequest): Promise<RenderResult> {
  const deadline = Date.now() + request.budgetMs;
  installServerHtmlSanitizer();
  const { pathname, search } = new URL(request.url, 'http://site');
  const match = findRoute(request.routes, pathname);
  const client = createServerQueryClient();
  const page: ServerPage = createServerPage();
  const errors: string[] = [];
  const clientRendered: string[] = [];

  const shellData = Promise.all([
    client.prefetchQuery(contentQuery(NAVIGATION_PATH)),
    client.prefetchQuery(contentQuery(SITE_FACTS_PATH)),
  ]);
  const remote = match && match.route.app !== 'shell' ? match.route.app : undefined;
  // a protected page is rendered by the browser, with the visitor's token
  const modules = await loadPageRemote(
    request,
    match?.route.protected ? undefined : remote,
    { pathname, search },
    client,
    deadline,
    errors,
  );
  await withinDeadline(shellData, deadline);

  const queries = createServerQueryLayer(await loadQueryLibrary(), client);
  const styles = createCache();
  const site = { routes: request.routes.map(toClientRoute), remotes: request.remotes };
  const appHtml = await renderToHtml(
    <StyleProvider cache={styles}>
      <ServerPageProvider page={page}>
        <Providers queries={queries} site={site}>
          <ServerRemotesProvider remotes={modules}>
            <StaticRouter location={request.url}>
              <App />
            </StaticRouter>
          </ServerRemotesProvider>
        </Providers>
      </ServerPageProvider>
    </StyleProvider>,
    deadline,
    (error) => {
      if (error instanceof RemoteNotRenderedOnServer) clientRendered.push(error.remote);
      else errors.push(error instanceof Error ? (error.stack ?? error.message) : String(error));
    },
  );

  const html = pageDocument(request, {
    match,
    page,
    client,
    site,
    appHtml,
    remote: remote && modules.has(remote) ? remote : undefined,
    antdStyles: extractStyle(styles),
  });
  return { status: page.status, html, clientRendered, errors };
}
