import { activeEntryFor } from './active-entry';

describe('active menu entry (docs/site.md §2 table)', () => {
  it.each([
    ['/', 'home'],
    ['/dpu', 'dpu'],
    ['/dpu/K2-Pro', 'dpu'],
    ['/solution/cloudSecurity', 'solutions'],
    ['/product', 'products'],
    ['/product/conflux2200E', 'products'],
    ['/ipcore/swiftip1900t', 'products'],
    ['/case/bigData', 'cases'],
    ['/contact', 'cases'],
    ['/news/newsCenter', 'news'],
    ['/news/newsDetails', 'news'],
    ['/developers', 'documents'],
    ['/developers/developersCenter', 'documents'],
    ['/joinus/social', 'joinus'],
    ['/about', 'about'],
    ['/about/joinus', 'about'],
  ])('when the path is %s, then the active entry is %s', (path, key) => {
    expect(activeEntryFor(path)).toBe(key);
  });

  it.each(['/video', '/productStack', '/protocol/agreement', '/login', '/whitepaper/IoD'])(
    'when the first segment of %s is not in the table, then no entry is active',
    (path) => {
      expect(activeEntryFor(path)).toBeNull();
    },
  );

  it('when a segment only looks like a key (constructor, products), then no entry is active', () => {
    expect(activeEntryFor('/constructor')).toBeNull();
    expect(activeEntryFor('/products')).toBeNull();
  });
});
