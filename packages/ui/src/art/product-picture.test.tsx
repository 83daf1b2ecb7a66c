import { screen, waitFor } from '@testing-library/react';
import { contentDocs, fakeSiteApi, renderApp } from '@dpu/test-utils';
import { ProductPicture } from './product-picture';

const products = contentDocs('/products');

describe('ProductPicture', () => {
  it('when a page names a product by key, then its drawing from content shows, named after its hardware', async () => {
    fakeSiteApi({ content: products });
    renderApp(<ProductPicture productKey="conflux2200P" />);
    const art = await screen.findByRole('img');
    expect(art.getAttribute('aria-label')).toMatch(/^CONFLUX-2200P：.*PCIe 卡/);
  });

  it('when the key names no product, then no picture (and no placeholder) is drawn', async () => {
    const api = fakeSiteApi({ content: products });
    const { container } = renderApp(<ProductPicture productKey="nope" />);
    await waitFor(() => expect(api.contentQueries).toHaveLength(1));
    // the box held while the facts load goes once they are in
    await waitFor(() => expect(container.querySelector('svg, span')).toBeNull());
  });
});
