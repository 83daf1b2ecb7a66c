import type { FastifyReply, FastifyRequest } from 'fastify';
import { preferredEncoding } from '../../lib/accept-encoding';
import { AppError } from '../../lib/app-error';
import type { PageService, RenderAllowance } from '../../ssr/page-service';
import { NO_CACHE } from './cache-policy';

/** Seconds a client past its render allowance is asked to wait (the limit's window). */
const RENDER_RETRY_AFTER_SECONDS = 60;

/**
 * A client's allowance of renders the page cache cannot answer (RATE_LIMIT_PAGE_RENDERS a
 * minute per address, docs/hostile-input.md R8): the limiter answers '429' past it, which
 * here means "no render for this one".
 */
export function renderAllowance(
  limit: (request: FastifyRequest) => Promise<void>,
  request: FastifyRequest,
): RenderAllowance {
  return async () => {
    try {
      await limit(request);
      return true;
    } catch (error) {
      if (error instanceof AppError && error.statusCode === 429) return false;
      throw error;
    }
  };
}

/**
 * Answers a page path: the rendered page (200, or 404 for a detail page whose content does
 * not exist), a redirect home for an unknown path, or — should rendering itself fail — the
 * shell alone, which renders the page in the browser: a page never answers with a 5xx.
 */
export async function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  pages: PageService,
  origin: string,
  mayRender?: RenderAllowance,
): Promise<FastifyReply> {
  let answer;
  try {
    answer = await pages.answer(request.url, origin, mayRender);
  } catch (error) {
    request.log.error({ err: error, url: request.url }, 'page rendering failed; sending the shell');
    const shell = pages.clientShell();
    if (shell)
      return reply.header('Cache-Control', NO_CACHE).type('text/html; charset=utf-8').send(shell);
    answer = { kind: 'unbuilt' as const };
  }
  if (answer.kind === 'redirect') {
    return reply.redirect(answer.location, answer.permanent ? 301 : 302);
  }
  if (answer.kind === 'busy') {
    // past its allowance a client still gets a working page: the shell renders it in the
    // browser, at no cost to the server (429 tells a crawler to slow down)
    const shell = pages.clientShell();
    if (shell) {
      return reply
        .status(429)
        .header('Cache-Control', 'no-store')
        .header('Retry-After', String(RENDER_RETRY_AFTER_SECONDS))
        .type('text/html; charset=utf-8')
        .send(shell);
    }
    answer = { kind: 'unbuilt' as const };
  }
  if (answer.kind === 'unbuilt') {
    return reply
      .status(503)
      .type('text/plain; charset=utf-8')
      .send('站点尚未构建：请先运行 npm run build（或 npm start）。');
  }
  const { page } = answer;
  reply
    .header('Cache-Control', NO_CACHE)
    .header('ETag', page.etag)
    .header('Vary', 'Accept-Encoding')
    .type('text/html; charset=utf-8');
  if (page.status === 200 && request.headers['if-none-match'] === page.etag) {
    return reply.status(304).send();
  }
  reply.status(page.status);
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  if (!encoding) return reply.send(page.html);
  return reply.header('Content-Encoding', encoding).send(page[encoding]);
}
