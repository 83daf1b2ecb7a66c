import { expect, test } from '../support/fixtures';

// Every public page names an Open Graph image that exists: a link shared in WeChat,
// LinkedIn or mail shows a card with the page's title and picture. One request per page
// and one per image, no browser.

const PAGES = [
  '/',
  '/product/conflux2200E',
  '/about/leadership/linjiayan',
  '/news/newsDetails?id=conflux-2200e-mass-production',
  '/login',
];

function metaOf(html: string, property: string): string | undefined {
  return new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(html)?.[1];
}

test('when public pages are fetched, then each names a 1200 × 630 PNG card that exists', async ({
  request,
  baseURL,
}) => {
  const images = new Set<string>();
  for (const path of PAGES) {
    const html = await (await request.get(path)).text();
    const image = metaOf(html, 'og:image')?.replace(/&amp;/g, '&');
    expect(image, `${path} names an og:image`).toMatch(/^https?:\/\/[^/]+\/og\/.+\.png/);
    expect(metaOf(html, 'og:image:width')).toBe('1200');
    images.add(image ?? '');
    const answer = await request.get(
      new URL(image ?? '', baseURL).pathname + new URL(image ?? '').search,
    );
    expect(answer.status(), `${image} answers`).toBe(200);
    expect(answer.headers()['content-type']).toBe('image/png');
    const png = await answer.body();
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  }
  // each page its own card
  expect(images.size).toBe(PAGES.length);
});

test('when an image path names no public page, then it is a 404', async ({ request }) => {
  for (const path of ['/og/nope.png', '/og/staff.png', '/og/productStack/customer.png']) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
});
