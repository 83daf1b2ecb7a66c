import { screen, waitFor, within } from '@testing-library/react';
import { PRODUCTS } from '@dpu/contracts';
import { contentDocs, fakeSiteApi, readContent, renderApp } from '@dpu/test-utils';
import { productDoc, SITE_DOC } from '../../test/product-docs';
import { groupColumns, LandingPage } from './landing-page';
import type { LandingPageData } from './types';

const landing = readContent<LandingPageData>('products/system/landing.yaml');
const LANDING_DOC = productDoc('/products/system/landing', landing);
const productDocs = contentDocs('/products');

function renderLanding() {
  renderApp(<LandingPage contentPath="/products/system/landing" testId="product-system-page" />);
}

/** The landing page over the landing document and every product's summary, once its groups show. */
async function openLanding(): Promise<HTMLElement[]> {
  fakeSiteApi({ content: [SITE_DOC, LANDING_DOC, ...productDocs] });
  renderLanding();
  return screen.findAllByTestId('product-group');
}

describe('product-system landing', () => {
  it('when it loads, then the groups DPU芯片, DPU产品, 开发平台 and IP核 show their product cards', async () => {
    const groups = await openLanding();
    expect(groups.map((g) => within(g).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'DPU芯片',
      'DPU产品',
      '开发平台',
      'IP核',
    ]);
    const dpuProducts = within(groups[1] as HTMLElement).getAllByRole('link');
    expect(dpuProducts.map((link) => link.getAttribute('href'))).toEqual([
      '/product/conflux2200E',
      '/product/conflux2200P',
      '/product/conflux2200D',
      '/product/flexflow2200T',
      '/product/flexflow2200R',
      '/product/swift2200N',
    ]);
    expect(within(groups[0] as HTMLElement).getByRole('link')).toHaveAttribute(
      'href',
      '/dpu/K2-Pro',
    );
  });

  it('when it loads, then every catalogue product has a card with its summary', async () => {
    await openLanding();
    for (const product of PRODUCTS) {
      const card = screen.getAllByTestId(`product-card-${product.key}`)[0] as HTMLElement;
      expect(within(card).getByRole('heading', { name: product.name })).toBeInTheDocument();
    }
    await waitFor(() =>
      expect(screen.getAllByTestId('product-card-conflux2200E')[0]?.textContent).toContain('256'),
    );
    await waitFor(() => expect(document.title).toBe('芯途科技|产品体系'));
  });

  it('when it loads, then every product is listed once and every card shows its drawing', async () => {
    await openLanding();
    for (const product of PRODUCTS) {
      expect(screen.getAllByTestId(`product-card-${product.key}`)).toHaveLength(1);
    }
    await waitFor(() => expect(screen.getAllByTestId('product-art')).toHaveLength(PRODUCTS.length));
  });

  it('when a group has 6, 3, 2 or 1 products, then its rows are full', () => {
    expect([6, 3, 2, 1, 4].map(groupColumns)).toEqual([3, 3, 1, 1, 2]);
  });

  it('when the product summaries fail to load, then the cards still link to every product', async () => {
    fakeSiteApi({ content: [SITE_DOC, LANDING_DOC] });
    renderLanding();
    expect(await screen.findByTestId('product-card-conflux2200P')).toHaveAttribute(
      'href',
      '/product/conflux2200P',
    );
  });
});
