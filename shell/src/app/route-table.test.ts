import { ROUTES } from '@dpu/contracts';
import { isShellPath, remoteForPath } from './route-table';

describe('route table', () => {
  it.each([
    ['/', 'marketing'],
    ['/contact', 'marketing'],
    ['/about', 'marketing'],
    ['/about/leadership/zhang-wei', 'marketing'],
    ['/news/newsDetails', 'marketing'],
    ['/whitepaper/dpu', 'marketing'],
    ['/product', 'products'],
    ['/product/conflux2200E', 'products'],
    ['/dpu/K2-Pro', 'products'],
    ['/ipcore/swiftip1900t', 'products'],
    ['/joinus/social', 'careers'],
    ['/joinus/school/schoolapply', 'careers'],
    ['/about/joinus', 'careers'],
    ['/about/joinusSchool', 'careers'],
    ['/productStack', 'support'],
    ['/productStack/customer/downloadDrivers', 'support'],
    ['/productStack/customerVerify', 'support'],
  ])('when the path is %s, then %s renders it', (path, remote) => {
    expect(remoteForPath(path)).toBe(remote);
  });

  it('when a prefix only shares leading characters, then it does not match', () => {
    expect(remoteForPath('/productStackX')).toBe('marketing');
    expect(remoteForPath('/products')).toBe('marketing');
  });

  it('when a path has a trailing slash, then it goes to the same remote', () => {
    expect(remoteForPath('/product/')).toBe('products');
  });

  it('when the path is an account page, then the shell renders it', () => {
    expect(isShellPath('/login')).toBe(true);
    expect(isShellPath('/register')).toBe(true);
    expect(isShellPath('/forget')).toBe(true);
    expect(isShellPath('/contact')).toBe(false);
  });

  it('when every route of the route list is looked up, then each has an owner', () => {
    for (const route of ROUTES) {
      const owner = isShellPath(route.path) ? 'shell' : remoteForPath(route.path);
      expect(['shell', 'marketing', 'products', 'careers', 'support']).toContain(owner);
    }
  });
});
