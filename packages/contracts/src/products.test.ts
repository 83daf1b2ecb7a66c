import { PRO_ID_PATTERN, PRODUCTS, productByKey, productByProId } from './products';

describe('product catalogue', () => {
  it('when listed, then every proId is 32 hex characters and unique', () => {
    const ids = PRODUCTS.map((p) => p.proId);
    ids.forEach((id) => expect(id).toMatch(PRO_ID_PATTERN));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('when listed, then every product has its own page route', () => {
    const routes = PRODUCTS.map((p) => p.route);
    routes.forEach((route) => expect(route).toMatch(/^\/(product|dpu|ipcore)\/[A-Za-z0-9-]+$/));
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('when looked up by key or proId, then the same product comes back', () => {
    const product = productByKey('conflux2200E');
    expect(product?.series).toBe('conflux');
    expect(productByProId(product?.proId ?? '')).toBe(product);
    expect(productByKey('nope')).toBeUndefined();
  });
});
