import { PRO_ID_PATTERN, PRODUCTS, productByKey, productByProId } from './products';
import { matchRoute } from './routes';

describe('product catalogue', () => {
  it('when listed, then every proId is 32 hex characters and unique', () => {
    const ids = PRODUCTS.map((p) => p.proId);
    ids.forEach((id) => expect(id).toMatch(PRO_ID_PATTERN));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('when listed, then every product page route is a route of the site', () => {
    PRODUCTS.forEach((p) => expect(matchRoute(p.route)).toBeDefined());
  });

  it('when looked up by key or proId, then the same product comes back', () => {
    const product = productByKey('conflux2200E');
    expect(product?.series).toBe('conflux');
    expect(productByProId(product?.proId ?? '')).toBe(product);
    expect(productByKey('nope')).toBeUndefined();
  });
});
