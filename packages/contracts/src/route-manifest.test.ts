import { buildRouteTable, defineRouteManifest, findRoute, matchPattern } from './route-manifest';
import { routeNameOf } from './route-path';

describe('route names (docs/site.md §3 browsePageName)', () => {
  it('names a pattern by its segments joined with dashes, the root as index', () => {
    expect(routeNameOf('/')).toBe('index');
    expect(routeNameOf('/about/companyhistory')).toBe('about-companyhistory');
    expect(routeNameOf('/productStack/customer/video_preview')).toBe(
      'productStack-customer-video_preview',
    );
    expect(routeNameOf('/about/leadership/:name')).toBe('about-leadership-name');
  });
});

describe('route table of several manifests', () => {
  const shell = defineRouteManifest('shell', [{ path: '/login', head: { title: '登录' } }]);
  const marketing = defineRouteManifest('marketing', [
    { path: '/', head: { title: '首页' } },
    { path: '/about/leadership/:name', head: { title: '领导团队' } },
    { path: '/login', head: { title: 'taken' } },
  ]);
  const careers = defineRouteManifest('careers', [
    { path: '/about/leadership/board', name: 'board', head: { title: '董事会' } },
  ]);
  const table = buildRouteTable([shell, marketing, careers]);

  it('when a path matches a pattern, then its params and owner come back', () => {
    const match = findRoute(table, '/about/leadership/chen-ming');
    expect(match?.route).toMatchObject({ app: 'marketing', name: 'about-leadership-name' });
    expect(match?.params).toEqual({ name: 'chen-ming' });
  });

  it('when a static path and a pattern both match, then the static path wins', () => {
    expect(findRoute(table, '/about/leadership/board')?.route.app).toBe('careers');
  });

  it('when two manifests claim one path, then the one listed first keeps it', () => {
    expect(findRoute(table, '/login')?.route.app).toBe('shell');
  });

  it('when a path has a trailing slash, then it is the same route', () => {
    expect(findRoute(table, '/about/leadership/x/')?.params).toEqual({ name: 'x' });
  });

  it('when nothing matches, then the path is unknown', () => {
    expect(findRoute(table, '/nope')).toBeUndefined();
    expect(findRoute(table, '/about/leadership/a/b')).toBeUndefined();
  });

  it('when a segment is badly encoded, then it does not match instead of throwing', () => {
    expect(matchPattern('/x/:id', '/x/%E0%A4%A')).toBeUndefined();
  });
});
