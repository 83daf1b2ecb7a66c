import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from '@dpu/router';
import { productByKey } from '@dpu/contracts';
import { fail, fakeSiteApi, readContent, renderApp } from '@dpu/test-utils';
import { productDoc, SITE_DOC } from '../../test/product-docs';
import { VIDEO_FALLBACK_TEXT } from './components/product-video';
import { CONTENT_ERROR_TEXT, ProductPage } from './product-page';
import type { ProductPageData } from './types';

const page2200E = readContent<ProductPageData>('products/conflux2200E.yaml');
const page2200P = readContent<ProductPageData>('products/conflux2200P.yaml');
const page2200N = readContent<ProductPageData>('products/swift2200N.yaml');
const VIDEO_289 = {
  path: '/videos/289',
  id: 289,
  title: '产品介绍',
  src: ['/data/file/video/2200e.webm', '/data/file/video/2200e.mp4'],
  poster: 'video/2200e.jpg',
};

function renderProduct(url: string) {
  return renderApp(
    <Routes>
      <Route path="*" element={<ProductPage />} />
    </Routes>,
    { url },
  );
}

const sectionOrder = () =>
  [...document.querySelectorAll('[data-testid^="product-section-"]')].map((node) =>
    node.getAttribute('data-testid')?.replace('product-section-', ''),
  );

describe('CONFLUX-2200E page', () => {
  it('when it loads, then its sections come in the order of docs/site.md §2', async () => {
    fakeSiteApi({
      content: [SITE_DOC, productDoc('/products/conflux2200E', page2200E), VIDEO_289],
    });
    renderProduct('/product/conflux2200E');
    await screen.findByTestId('product-page');
    // the sections below the profile come with their own chunks
    await waitFor(() =>
      expect(sectionOrder().join(' ')).toBe(
        'banner breadcrumbs profile video highlights applications specs advantages',
      ),
    );
  });

  it('when it loads, then it shows 4 scenario cards with title and rich text, and 3 advantage cards', async () => {
    fakeSiteApi({ content: [SITE_DOC, productDoc('/products/conflux2200E', page2200E)] });
    renderProduct('/product/conflux2200E');
    const cards = await screen.findAllByTestId('application-card');
    expect(cards).toHaveLength(4);
    cards.forEach((card) => {
      expect(within(card).getByRole('heading', { level: 3 }).textContent).not.toBe('');
      expect(card.querySelector('p')?.textContent).not.toBe('');
    });
    const advantages = screen.getAllByTestId('advantage-card');
    expect(advantages).toHaveLength(3);
    expect(within(advantages[0] as HTMLElement).getByText('性能更强')).toBeInTheDocument();
    expect(
      within(advantages[0] as HTMLElement).getByText('线速转发，时延稳定'),
    ).toBeInTheDocument();
  });

  it('when the highlights show, then the technology badges of its icon set follow, labelled', async () => {
    fakeSiteApi({ content: [SITE_DOC, productDoc('/products/conflux2200E', page2200E)] });
    renderProduct('/product/conflux2200E');
    const strip = await screen.findByTestId('product-technologies');
    expect(within(strip).getByRole('heading', { name: '关键技术' })).toBeInTheDocument();
    const badges = within(strip).getAllByRole('listitem');
    expect(badges).toHaveLength(6);
    expect(badges[0]).toHaveTextContent('NP 可编程网络处理');
    expect(badges[0]?.querySelector('[data-testid="icon-conflux2200e-technich-1"]')).not.toBeNull();
    expect(screen.queryByTestId('product-series')).toBeNull();
  });

  it('when the banner shows, then consultation, buy and handbook actions point where docs/site.md §2 says', async () => {
    fakeSiteApi({ content: [SITE_DOC, productDoc('/products/conflux2200E', page2200E)] });
    renderProduct('/product/conflux2200E');
    const consult = await screen.findByRole('link', { name: '合作咨询' });
    expect(consult).toHaveAttribute('href', '/contact?interested=conflux2200E');
    const buy = screen.getByRole('link', { name: '购买' });
    expect(buy.getAttribute('href')).toMatch(/^https:\/\//);
    expect(buy).toHaveAttribute('target', '_blank');
    expect(buy).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(screen.getByRole('link', { name: '下载手册' })).toHaveAttribute(
      'href',
      '/api/file/pdf/conflux2200E',
    );
  });

  it('when it loads, then the title is the product, then the company name with |产品体系, and the meta tags are set', async () => {
    fakeSiteApi({ content: [SITE_DOC, productDoc('/products/conflux2200E', page2200E)] });
    renderProduct('/product/conflux2200E');
    await waitFor(() => expect(document.title).toBe('CONFLUX-2200E - 芯途科技|产品体系'));
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      page2200E.description,
    );
    expect(document.querySelector('meta[name="keywords"]')?.getAttribute('content')).toContain(
      'CONFLUX-2200E',
    );
  });

  it('when the breadcrumbs show, then they link to /product as 产品体系', async () => {
    fakeSiteApi({ content: [SITE_DOC, productDoc('/products/conflux2200E', page2200E)] });
    renderProduct('/product/conflux2200E');
    const trail = await screen.findByTestId('product-section-breadcrumbs');
    expect(within(trail).getByRole('link', { name: '产品体系' })).toHaveAttribute(
      'href',
      '/product',
    );
  });

  it('when video 289 exists, then a player plays its file; when the file fails, then a note replaces it', async () => {
    const api = fakeSiteApi({
      content: [SITE_DOC, productDoc('/products/conflux2200E', page2200E), VIDEO_289],
    });
    renderProduct('/product/conflux2200E');
    const player = await screen.findByTestId('product-video-player');
    const sources = [...player.querySelectorAll('source')];
    expect(sources.map((source) => source.getAttribute('src'))).toEqual([
      '/data/file/video/2200e.webm',
      '/data/file/video/2200e.mp4',
    ]);
    expect(api.callsTo('/_content/videos')[0]?.body).toEqual({ where: { id: 289 } });
    for (const source of sources) fireEvent.error(source);
    expect(await screen.findByTestId('product-video-fallback')).toHaveTextContent(
      '视频暂时无法播放',
    );
  });

  it('when video 289 does not exist yet, then the video block shows a fallback', async () => {
    fakeSiteApi({
      content: [
        SITE_DOC,
        productDoc('/products/conflux2200E', page2200E),
        { ...VIDEO_289, id: 12 },
      ],
    });
    renderProduct('/product/conflux2200E');
    const block = await screen.findByTestId('product-section-video');
    expect(await within(block).findByText(VIDEO_FALLBACK_TEXT)).toBeInTheDocument();
    expect(screen.queryByTestId('product-video-player')).toBeNull();
  });

  it('when rich text holds script, then it is not rendered', async () => {
    const hostile = {
      ...page2200E,
      profileContent: '<p>安全</p><img src=x onerror="alert(1)"><script>alert(2)</script>',
    };
    fakeSiteApi({ content: [SITE_DOC, productDoc('/products/conflux2200E', hostile)] });
    renderProduct('/product/conflux2200E');
    const profile = await screen.findByTestId('product-section-profile');
    expect(profile.innerHTML).not.toMatch(/onerror|<script/);
    expect(within(profile).getByText('安全')).toBeInTheDocument();
  });

  it('when the page is shown, then it carries the selected product of the catalogue', async () => {
    fakeSiteApi({ content: [SITE_DOC, productDoc('/products/conflux2200E', page2200E)] });
    renderProduct('/product/conflux2200E');
    const article = await screen.findByTestId('product-page');
    expect(article).toHaveAttribute('data-pro-id', productByKey('conflux2200E')?.proId);
    expect(article).toHaveAttribute('data-series', 'conflux');
  });
});

describe('CONFLUX-2200P page', () => {
  it('when it loads, then it has no video, no buy link and no advantages, but a compatibility block', async () => {
    fakeSiteApi({ content: [SITE_DOC, productDoc('/products/conflux2200P', page2200P)] });
    renderProduct('/product/conflux2200P');
    await screen.findByTestId('product-page');
    expect(sectionOrder().join(' ')).toBe(
      'banner breadcrumbs profile highlights applications specs',
    );
    expect(screen.queryByRole('link', { name: '购买' })).toBeNull();
    expect(screen.queryByTestId('advantage-card')).toBeNull();
    expect(screen.getByTestId('spec-sheet')).toBeInTheDocument();
    const block = screen.getByTestId('spec-block');
    expect(within(block).getByRole('heading', { name: '产品兼容性' })).toBeInTheDocument();
  });

  it('when the banner shows, then consultation and handbook use conflux2200P', async () => {
    fakeSiteApi({ content: [SITE_DOC, productDoc('/products/conflux2200P', page2200P)] });
    renderProduct('/product/conflux2200P');
    expect(await screen.findByRole('link', { name: '合作咨询' })).toHaveAttribute(
      'href',
      '/contact?interested=conflux2200P',
    );
    expect(screen.getByRole('link', { name: '下载手册' })).toHaveAttribute(
      'href',
      '/api/file/pdf/conflux2200P',
    );
  });
});

describe('product page errors', () => {
  it('when the path is no catalogue product, then the 404 page shows', async () => {
    fakeSiteApi({ content: [SITE_DOC] });
    renderProduct('/product/nope');
    expect(await screen.findByText('This page could not be found')).toBeInTheDocument();
  });

  it('when the content document is missing, then the 404 page shows', async () => {
    fakeSiteApi({ content: [SITE_DOC] });
    renderProduct('/product/conflux2200D');
    expect(await screen.findByText('This page could not be found')).toBeInTheDocument();
  });

  it('when the content API fails, then a clear message shows instead of the page', async () => {
    fakeSiteApi({
      content: [SITE_DOC],
      routes: { 'POST /_content/products/swiftip1900t': fail('500', '服务器内部错误') },
    });
    renderProduct('/ipcore/swiftip1900t');
    expect(await screen.findByText(CONTENT_ERROR_TEXT)).toBeInTheDocument();
    expect(screen.queryByTestId('product-page')).toBeNull();
  });
});

describe('SWIFT-2200N page', () => {
  it('when it loads, then its series shows the seven series icons with their names', async () => {
    fakeSiteApi({ content: [SITE_DOC, productDoc('/products/swift2200N', page2200N)] });
    renderProduct(productByKey('swift2200N')?.route ?? '');
    const series = await screen.findByTestId('product-series');
    const items = within(series).getAllByRole('listitem');
    expect(items).toHaveLength(7);
    items.forEach((item, i) => {
      expect(item.querySelector(`[data-testid="icon-swift2200n-series-${i + 1}"]`)).not.toBeNull();
      expect(item.textContent).not.toBe('');
    });
  });
});
