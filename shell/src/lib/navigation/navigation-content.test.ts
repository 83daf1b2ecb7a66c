import { parseNavigation } from './navigation-content';

describe('navigation content', () => {
  it('when an entry names a product key, then it links to that product route of PRODUCTS', () => {
    const nav = parseNavigation({
      menus: [
        {
          key: 'products',
          title: '产品体系',
          to: '/product',
          children: [
            {
              title: 'DPU产品',
              children: [{ title: 'CONFLUX<sup>®</sup>-2200E', product: 'conflux2200E' }],
            },
          ],
        },
      ],
    });
    expect(nav.menus[0]).toEqual({
      key: 'products',
      title: '产品体系',
      to: '/product',
      children: [
        {
          title: 'DPU产品',
          to: null,
          children: [
            { title: 'CONFLUX<sup>®</sup>-2200E', to: '/product/conflux2200E', children: [] },
          ],
        },
      ],
    });
  });

  it('when an entry names an unknown product, then it is dropped and logged', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const nav = parseNavigation({
      menus: [{ title: 'x', to: '/x', children: [{ title: 'bad', product: 'nope' }] }],
    });
    expect(nav.menus[0]?.children).toEqual([]);
    expect(error).toHaveBeenCalled();
  });

  it('when footer lists hold addresses or product keys, then each link gets an address', () => {
    const nav = parseNavigation({
      footer: [
        {
          title: '产品',
          links: [
            { title: 'K2-Pro', product: 'K2-Pro' },
            { title: '云安全', address: '/solution/cloudSecurity' },
            { title: 'external', address: 'javascript:alert(1)' },
          ],
        },
      ],
    });
    expect(nav.footer[0]?.links).toEqual([
      { title: 'K2-Pro', address: '/dpu/K2-Pro' },
      { title: '云安全', address: '/solution/cloudSecurity' },
    ]);
  });

  it('when the document is missing or malformed, then menus and footer are empty', () => {
    expect(parseNavigation(null)).toEqual({ menus: [], footer: [] });
    expect(parseNavigation({ menus: 'x', footer: [1] })).toEqual({ menus: [], footer: [] });
  });
});
