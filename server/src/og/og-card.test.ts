import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { ogCardSvg } from '@dpu/product-art';
import { ogCardFor, pageMetaOf, pictureOf, splitTitle, type ContentLookup } from './og-card';
import { renderPng } from './og-render';

const HTML =
  '<html><head><title>x</title><meta property="og:site_name" content="芯途科技">' +
  '<meta property="og:title" content="CONFLUX-2200E - 芯途科技|产品体系">' +
  '<meta property="og:description" content="25GE &amp; 100GE &quot;DPU&quot;">' +
  '<meta property="og:image" content="http://x/og/product/conflux2200E.png"></head>' +
  '<body><meta property="og:title" content="not the head"></body></html>';

const CONTENT: Record<string, Record<string, unknown>> = {
  '/products/conflux2200E': {
    hardware: { kind: 'card', formFactor: 'HHHL', ports: { count: 2, type: 'QSFP28' } },
  },
  '/products/K2-Pro': { hardware: { kind: 'chip', chip: 'K2-Pro' } },
  '/leaders/linjiayan': { portrait: { hair: 'bun' } },
};
const lookup: ContentLookup = (path) => CONTENT[path];

describe('Open Graph card of a page', () => {
  test('when a rendered page is read, then its head gives title, description and site name', () => {
    assert.deepEqual(pageMetaOf(HTML), {
      title: 'CONFLUX-2200E - 芯途科技|产品体系',
      description: '25GE & 100GE "DPU"',
      siteName: '芯途科技',
      image: 'http://x/og/product/conflux2200E.png',
    });
    assert.equal(pageMetaOf('<html><head></head></html>'), undefined);
  });

  test('when titles follow the one pattern, then the card shows the name large and the section above', () => {
    assert.deepEqual(splitTitle('CONFLUX-2200E - 芯途科技|产品体系', '芯途科技'), {
      name: 'CONFLUX-2200E',
      kicker: '产品体系',
    });
    assert.deepEqual(splitTitle('芯途科技|新闻中心', '芯途科技'), {
      name: '新闻中心',
      kicker: '芯途科技',
    });
    assert.deepEqual(splitTitle('芯途科技', '芯途科技'), { name: '芯途科技', kicker: '芯途科技' });
  });

  test('when a page is a product or a leader, then the card shows its drawing; others the chip', () => {
    assert.equal(pictureOf('/product/conflux2200E', lookup)?.node.attrs['data-kind'], 'card');
    assert.equal(
      pictureOf('/about/leadership/linjiayan', lookup)?.node.attrs['data-kind'],
      'portrait',
    );
    assert.equal(pictureOf('/news/newsCenter', lookup)?.node.attrs['data-kind'], 'chip');
    assert.equal(
      pictureOf('/product/conflux2200E', () => undefined),
      undefined,
    );
  });

  test('when the card is drawn, then it is a 1200 × 630 PNG', async () => {
    const meta = pageMetaOf(HTML);
    assert.ok(meta);
    const png = await renderPng(ogCardSvg(ogCardFor('/product/conflux2200E', meta, lookup)));
    assert.equal(png.subarray(1, 4).toString(), 'PNG');
    assert.equal(png.readUInt32BE(16), 1200);
    assert.equal(png.readUInt32BE(20), 630);
  });
});
