import { isProtectedPath, matchRoute, PROTECTED_PATHS, routeNameOf, ROUTES } from './routes';

describe('route list', () => {
  it.each([
    ['/', 'index'],
    ['/about/companyhistory', 'about-companyhistory'],
    ['/productStack/customer/video_preview', 'productStack-customer-video_preview'],
    ['/about/leadership/:name', 'about-leadership-name'],
  ])('when the pattern is %s, then the route name is %s', (pattern, name) => {
    expect(routeNameOf(pattern)).toBe(name);
  });

  it('when a concrete path matches a dynamic route, then that route is found', () => {
    expect(matchRoute('/about/leadership/chen-ming')?.name).toBe('about-leadership-name');
    expect(matchRoute('/about/routeguide/')?.name).toBe('about-routeguide');
    expect(matchRoute('/nope')).toBeUndefined();
  });

  it('when the protected paths are checked, then exactly the eight of spec §6 are protected', () => {
    expect(PROTECTED_PATHS).toHaveLength(8);
    expect(isProtectedPath('/productStack/customer/agreement')).toBe(true);
    expect(isProtectedPath('/productStack')).toBe(false);
    expect(isProtectedPath('/productStack/customerVerify')).toBe(false);
  });

  it('when names are listed, then no two routes share one', () => {
    const names = ROUTES.map((r) => r.name);
    expect(new Set(names).size).toBe(names.length);
  });
});
