import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { cacheControlFor, NO_CACHE, SHORT } from './cache-policy';
import { readRemotesConfig, REMOTE_NAMES } from './remotes-config';

function setCacheHeaders(reply: FastifyReply, file: string) {
  reply.header('Cache-Control', cacheControlFor(file));
}

/**
 * The static site (ARCHITECTURE.md): the shell at '/', each remote's build under
 * /remotes/<name>/, public files under /data/file/, /mf/remotes.json, and index.html for
 * every other page path so deep links and reloads work.
 */
const site: FastifyPluginAsync = async (app) => {
  const { webRoot, filesDir, remotesConfigFile } = app.config;
  const shellDist = path.join(webRoot, 'shell/dist');
  // Only the public part of the files root is static; gated files are reachable solely
  // through /api/file/download/{id} with a grant (ARCHITECTURE.md Files).
  const publicFiles = path.join(filesDir, 'public');
  mkdirSync(publicFiles, { recursive: true });

  await app.register(fastifyStatic, {
    root: shellDist,
    prefix: '/',
    wildcard: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: setCacheHeaders,
  });
  for (const name of REMOTE_NAMES) {
    await app.register(fastifyStatic, {
      root: path.join(webRoot, `mfe-${name}/dist`),
      prefix: `/remotes/${name}/`,
      decorateReply: false,
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
    return readRemotesConfig(remotesConfigFile);
  });

  const sendIndex = (reply: FastifyReply) => {
    if (!existsSync(path.join(shellDist, 'index.html'))) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('站点尚未构建：请先运行 npm run build（或 npm start）。');
    }
    return reply.header('Cache-Control', NO_CACHE).sendFile('index.html', shellDist);
  };

  app.setNotFoundHandler((request, reply) => {
    const { pathname } = new URL(request.url, 'http://site');
    const isPage = !path.extname(pathname) && !pathname.startsWith('/api/');
    if ((request.method === 'GET' || request.method === 'HEAD') && isPage) return sendIndex(reply);
    if (pathname.startsWith('/api/')) {
      return reply.status(404).send({ code: '404', msg: '请求的资源不存在' });
    }
    return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
  });
};

export default site;
