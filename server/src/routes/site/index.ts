import { mkdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { REMOTE_NAMES, toClientRoute } from '@dpu/contracts';
import { createPageService } from '../../ssr/page-service';
import { robotsTxt } from '../../ssr/sitemap';
import { byIp } from '../../plugins/external/rate-limit';
import { renderAllowance, sendPage } from './send-page';
import { canonicalSearchLocation } from './search-redirect';
import { previewTokenOf, sendPreview } from '../../ssr/preview';
import { cacheControlFor, NO_CACHE, SHORT } from './cache-policy';
import { registerOgImages } from '../../og/og-route';

function setCacheHeaders(reply: FastifyReply, file: string) {
  reply.header('Cache-Control', cacheControlFor(file));
}

/** Source maps give the source away: served only when SERVE_SOURCE_MAPS asks for them. */
function isSourceMap(pathName: string): boolean {
  return /\.map$/i.test(pathName.split('?')[0] ?? '');
}

/**
 * The site (docs/decisions.md): every page rendered on the server from the route manifests
 * of the remotes in remotes.json; the shell's files at '/', each remote's build under
 * /remotes/<name>/, public files under /data/file/, /mf/remotes.json and /mf/routes.json
 * for the shell, /sitemap.xml and /robots.txt. An unknown path redirects home (docs/site.md §2).
 */
const site: FastifyPluginAsync = async (app) => {
  const { webRoot, filesDir, siteUrl } = app.config;
  const shellDist = path.join(webRoot, 'shell/dist');
  // Only the public part of the files root is static; gated files are reachable solely
  // through /api/file/download/{id} with a grant (docs/decisions.md Files).
  const publicFiles = path.join(filesDir, 'public');
  mkdirSync(publicFiles, { recursive: true });
  const pages = createPageService(app);
  // tracking charts only the pages of this table (docs/hostile-input.md round two, finding 7)
  app.knownPaths.use(async () => (await pages.catalog()).routes);
  // renders the page cache cannot answer, per client address (hostile-input.md R8)
  const renderLimit = app.limitPerMinute('page-renders', app.config.rateLimits.pageRenders, byIp);
  // /og/<page>.png: each public page's Open Graph image (server/src/og)
  registerOgImages(app, pages, siteUrl);

  await app.register(fastifyStatic, {
    root: shellDist,
    prefix: '/',
    wildcard: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    // wildcard: false adds a GET and a HEAD route for each file found at start, and nothing
    // else is served: globIgnore is what decides which of the shell's files are public. The
    // shell's Node build, the page template and source maps (unless asked for) get no route,
    // and a request for one reaches the not-found handler. Nor do the .br and .gz copies,
    // each a node in the route tree the start pays for: preCompressed finds them beside the
    // file a browser asks for.
    globIgnore: [
      'server/**',
      'index.html',
      '**/*.br',
      '**/*.gz',
      ...(app.config.serveSourceMaps ? [] : ['**/*.map']),
    ],
    setHeaders: setCacheHeaders,
  });
  for (const name of REMOTE_NAMES) {
    await app.register(fastifyStatic, {
      root: path.join(webRoot, `mfe-${name}/dist`),
      prefix: `/remotes/${name}/`,
      decorateReply: false,
      allowedPath: (pathName) => app.config.serveSourceMaps || !isSourceMap(pathName),
      preCompressed: true,
      cacheControl: false,
      setHeaders: setCacheHeaders,
    });
  }
  await app.register(fastifyStatic, {
    root: publicFiles,
    prefix: '/data/file/',
    decorateReply: false,
    cacheControl: false,
    setHeaders: (reply: FastifyReply) => void reply.header('Cache-Control', SHORT),
  });

  app.get('/mf/remotes.json', async (_request, reply) => {
    reply.header('Cache-Control', NO_CACHE);
    const remotes = app.remotes.current();
    if (remotes.error) throw remotes.error;
    return remotes.map;
  });

  app.get('/mf/routes.json', async (_request, reply) => {
    reply.header('Cache-Control', NO_CACHE);
    return (await pages.catalog()).routes.map(toClientRoute);
  });

  // Absolute URLs start with SITE_URL, never with the request's Host or X-Forwarded-Host:
  // a client must not choose the links a shared cache keeps (docs/hostile-input.md).
  app.get('/sitemap.xml', async (_request, reply) => {
    reply.header('Cache-Control', SHORT).type('application/xml; charset=utf-8');
    return pages.sitemap(siteUrl);
  });

  app.get('/robots.txt', async (_request, reply) => {
    reply.header('Cache-Control', SHORT).type('text/plain; charset=utf-8');
    return robotsTxt(siteUrl);
  });

  app.setNotFoundHandler(async (request, reply) => {
    const { pathname } = new URL(request.url, 'http://site');
    const isPage = !path.extname(pathname) && !pathname.startsWith('/api/');
    if ((request.method === 'GET' || request.method === 'HEAD') && isPage) {
      const canonical = canonicalSearchLocation(request.url);
      if (canonical) return reply.header('Cache-Control', SHORT).redirect(canonical, 301);
      // ?preview=<token>: the studio's live preview of a draft (ssr/preview.ts), never cached
      if (previewTokenOf(request.url) !== undefined) {
        return sendPreview(request, reply, pages, siteUrl, async (token) =>
          Boolean(await app.content.stored?.previews.queryFor(token)),
        );
      }
      return sendPage(request, reply, pages, siteUrl, renderAllowance(renderLimit, request));
    }
    if (pathname.startsWith('/api/')) {
      return reply.status(404).send({ code: '404', msg: '请求的资源不存在' });
    }
    return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
  });
};

export default site;
