import { screen } from '@testing-library/react';
import { defineRouteManifest } from '@dpu/contracts';
import { createTestQueryClient, renderApp } from '@dpu/test-utils';
import { createRemoteRoutes, pageExportName, type PageLoader } from './remote-routes';

const head = { title: '页面' };

function JobListPage({ kind }: { kind: string }) {
  return <h1>{`职位：${kind}`}</h1>;
}

const loadPage: PageLoader = async (page) => {
  if (page === 'job-list/job-list-page') return { JobListPage };
  if (page === 'broken/broken-page') return { SomethingElse: JobListPage };
  throw new Error(`no module ${page}`);
};

const manifest = defineRouteManifest('careers', [
  { path: '/joinus/social', page: 'job-list/job-list-page', props: { kind: 'social' }, head },
  { path: '/joinus/school', page: 'job-list/job-list-page', props: { kind: 'school' }, head },
  { path: '/broken', page: 'broken/broken-page', head },
]);

describe('a remote built from its route manifest', () => {
  it('names the export of a page module after its file', () => {
    expect(pageExportName('news/news-list-page')).toBe('NewsListPage');
    expect(pageExportName('about/route-guide-page')).toBe('RouteGuidePage');
  });

  it('when a path is opened, then the page its entry names renders with the entry props', async () => {
    const { Routes } = createRemoteRoutes(manifest, loadPage);
    renderApp(<Routes />, { url: '/joinus/school' });
    expect(await screen.findByRole('heading', { name: '职位：school' })).toBeVisible();
  });

  it('when a path is not in the manifest, then the 404 page shows', () => {
    const { Routes } = createRemoteRoutes(manifest, loadPage);
    renderApp(<Routes />, { url: '/joinus/nowhere' });
    expect(screen.getByText('This page could not be found')).toBeVisible();
  });

  it('when a page module lacks the export its name promises, then preload says which', async () => {
    const { preload } = createRemoteRoutes(manifest, loadPage);
    await expect(preload('/broken')).rejects.toThrow(
      '[careers] src/features/broken/broken-page.tsx has no export BrokenPage',
    );
    await expect(preload('/joinus/social')).resolves.toBeUndefined();
  });

  it('when an entry names no page, then building the routes fails with the path', () => {
    const bare = defineRouteManifest('careers', [{ path: '/about/joinus', head }]);
    expect(() => createRemoteRoutes(bare, loadPage)).toThrow(
      '[careers] the route /about/joinus names no page',
    );
  });

  it('when a prefetch is given for a route, then it receives the matched location', async () => {
    const seen: string[] = [];
    const { prefetch } = createRemoteRoutes(manifest, loadPage, {
      '/joinus/social': async (location) => seen.push(location.search),
    });
    const client = createTestQueryClient();
    await prefetch({ pathname: '/joinus/social', search: '?department=芯片' }, client);
    await prefetch({ pathname: '/joinus/school', search: '' }, client);
    expect(seen).toEqual(['?department=芯片']);
    expect(() =>
      createRemoteRoutes(manifest, loadPage, { '/elsewhere': async () => undefined }),
    ).toThrow('prefetch for paths not in the manifest: /elsewhere');
  });
});
