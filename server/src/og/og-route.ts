import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { LRUCache } from 'lru-cache';
import { ogCardSvg } from '@dpu/product-art';
import { OG_IMAGE_PREFIX, pageOfOgImage } from '@dpu/contracts';
import type { PageService } from '../ssr/page-service';
import { ogCardFor, pageMetaOf, type ContentLookup } from './og-card';
import { renderPng } from './og-render';

// GET /og/<page>.png: the Open Graph image of a public page, made from the page the server
// renders (its title, description and site name) and its picture. A PNG takes about a
// second of CPU, so images are kept by what they show (a hash of their SVG): a page whose
// title and picture did not change is drawn once per instance, and link-preview robots that
// ask again get it from memory. A path that names no public page is a 404.

const DAY = 'public, max-age=86400';

function contentLookup(app: FastifyInstance): ContentLookup {
  return (path, fields) => {
    try {
      const doc = app.content.query().run(path, { only: fields });
      return doc && !Array.isArray(doc) ? (doc as Record<string, unknown>) : undefined;
    } catch {
      return undefined;
    }
  };
}

export function registerOgImages(
  app: FastifyInstance,
  pages: PageService,
  /** The site's own address (SITE_URL), as every page is rendered with it. */
  origin: string,
): void {
  const images = new LRUCache<string, Buffer>({ max: 200 });
  const drawing = new Map<string, Promise<Buffer>>();
  const lookup = contentLookup(app);

  const notFound = (reply: FastifyReply) =>
    reply.status(404).type('text/plain; charset=utf-8').send('Not found');

  app.get(`${OG_IMAGE_PREFIX}/*`, async (request, reply) => {
    const url = new URL(request.url, 'http://site');
    const pageUrl = pageOfOgImage(url.pathname, url.search);
    if (!pageUrl) return notFound(reply);
    const answer = await pages.answer(pageUrl, origin);
    if (answer.kind !== 'page' || answer.page.status !== 200) return notFound(reply);
    const meta = pageMetaOf(answer.page.html.toString());
    // protected pages and the staff console name no card, so they have none
    if (!meta?.image) return notFound(reply);
    const svg = ogCardSvg(ogCardFor(new URL(pageUrl, 'http://site').pathname, meta, lookup));
    const key = createHash('sha1').update(svg).digest('base64url');
    let png = images.get(key);
    if (!png) {
      let pending = drawing.get(key);
      if (!pending) {
        // resvg is synchronous: one drawing at a time per image, the event loop free between
        pending = new Promise<Buffer>((resolve) => setImmediate(() => resolve(renderPng(svg))));
        drawing.set(key, pending);
      }
      try {
        png = await pending;
      } finally {
        drawing.delete(key);
      }
      images.set(key, png);
    }
    return reply
      .header('Cache-Control', DAY)
      .header('ETag', `"${key}"`)
      .type('image/png')
      .send(png);
  });
}
