import type { FastifyReply, FastifyRequest } from 'fastify';
import { CONTENT_PREVIEW_HEADER, CONTENT_PREVIEW_PARAM, type ApiTransport } from '@dpu/contracts';
import type { PageService } from './page-service';

// Live preview (the content studio, docs/content-studio.md): a page asked with
// ?preview=<token> is rendered by the real page component from the document's draft — its
// content queries carry the token (X-Content-Preview), so the content API answers with the
// draft in place. Rendered apart: never from or into the page cache, `no-store`, `noindex`.
// The studio shows it in an iframe beside its form, so this answer (only this one) may be
// framed by the site itself.

export const PREVIEW_REFUSED = '预览链接无效或已过期';

/** The token of ?preview=…, or undefined when the request asks no preview. */
export function previewTokenOf(url: string): string | undefined {
  const start = url.indexOf('?');
  if (start === -1) return undefined;
  return new URLSearchParams(url.slice(start + 1)).get(CONTENT_PREVIEW_PARAM) ?? undefined;
}

/** The URL without its preview token (what the page renders: no token in its links). */
export function withoutPreview(url: string): string {
  const parsed = new URL(url, 'http://site');
  parsed.searchParams.delete(CONTENT_PREVIEW_PARAM);
  return `${parsed.pathname}${parsed.search}`;
}

/** The page's content queries with the token; other API calls as they were. */
export function previewTransport(token: string) {
  return (transport: ApiTransport): ApiTransport =>
    (request) =>
      request.url.startsWith('/api/_content')
        ? transport({
            ...request,
            headers: { ...request.headers, [CONTENT_PREVIEW_HEADER]: token },
          })
        : transport(request);
}

/** The site's own frame (the studio) may show the preview; nobody else's. */
function frameableBySite(reply: FastifyReply) {
  const policy = reply.getHeader('content-security-policy');
  if (typeof policy === 'string') {
    reply.header(
      'Content-Security-Policy',
      policy.replace("frame-ancestors 'none'", "frame-ancestors 'self'"),
    );
  }
  reply.header('X-Frame-Options', 'SAMEORIGIN');
}

function refused(reply: FastifyReply, status: number, message: string) {
  return reply
    .status(status)
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><html lang="zh-CN"><meta charset="utf-8"><meta name="robots" content="noindex"><title>${message}</title><body style="font-family:sans-serif;padding:48px;text-align:center"><h1 style="font-size:20px">${message}</h1><p>请向分享链接的同事索取新的预览链接。</p></body></html>`,
    );
}

/**
 * Answers a page asked with a preview token. `isValid` checks the token (signature, expiry,
 * the document not in the bin); a forged or expired one is '403' with a Chinese page.
 */
export async function sendPreview(
  request: FastifyRequest,
  reply: FastifyReply,
  pages: PageService,
  origin: string,
  isValid: (token: string) => Promise<boolean>,
): Promise<FastifyReply> {
  const token = previewTokenOf(request.url) ?? '';
  reply
    .header('Cache-Control', 'no-store')
    .header('X-Robots-Tag', 'noindex')
    .header('Referrer-Policy', 'no-referrer');
  if (!(await isValid(token))) return refused(reply, 403, PREVIEW_REFUSED);
  let answer;
  try {
    answer = await pages.answerApart(withoutPreview(request.url), origin, previewTransport(token));
  } catch (error) {
    request.log.error({ err: error, url: request.url }, 'preview rendering failed');
    return refused(reply, 503, '预览暂时无法生成，请稍后重试');
  }
  if (answer.kind === 'redirect') return reply.redirect(answer.location, 302);
  if (answer.kind === 'unbuilt') return refused(reply, 503, '站点尚未构建，无法预览');
  frameableBySite(reply);
  return reply.status(answer.page.status).type('text/html; charset=utf-8').send(answer.page.html);
}
