import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { productByKey } from '@dpu/contracts';
import { createLazyQueryLayer, QueryLayerProvider } from '@dpu/api-client';
import { fakeSupportApi } from '../../test/support-api';
import { useHeldProducts } from './use-held-products';

const E = productByKey('conflux2200E');
const PRODUCTS = [
  { series: E?.series ?? '', proId: E?.proId ?? '', key: E?.key ?? '', name: E?.name ?? '' },
];

function Holdings() {
  const holdings = useHeldProducts(PRODUCTS);
  return <output>{holdings ? 'known' : 'unknown'}</output>;
}

describe('useHeldProducts', () => {
  it('when a server-rendered page hydrates for a visitor without a session, then no product is checked nor the data library loaded', async () => {
    const api = fakeSupportApi();
    const importLibrary = jest.fn(() => import('@tanstack/react-query'));
    const layer = createLazyQueryLayer(undefined, importLibrary, (lib) => new lib.QueryClient());
    const app = () => (
      <QueryLayerProvider layer={layer}>
        <Holdings />
      </QueryLayerProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(app());
    document.body.append(container);
    const root = await act(async () => hydrateRoot(container, app()));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(container.textContent).toBe('unknown');
    expect(api.calls.filter((call) => call.url.startsWith('/productUserMid'))).toEqual([]);
    expect(api.calls.filter((call) => call.url === '/certification/mine')).toEqual([]);
    expect(importLibrary).not.toHaveBeenCalled();
    act(() => root.unmount());
    container.remove();
  });
});
