import { pageExportName } from '@dpu/ui';
import manifest from './route-manifest';

describe('the marketing route manifest (src/routes.json)', () => {
  it('names for every route a page module that exports the component of its name', async () => {
    for (const route of manifest.routes) {
      const module = (await import(`./features/${route.page}.tsx`)) as Record<string, unknown>;
      expect([route.path, typeof module[pageExportName(route.page ?? '')]]).toEqual([
        route.path,
        'function',
      ]);
    }
  });

  it('shows every solution, case and white paper by its slug, including ones published later', () => {
    const detail = manifest.routes
      .filter((route) => /^\/(solution|case|whitepaper)\//.test(route.path))
      .map((route) => [route.path, route.page, route.sitemap]);
    expect(detail).toEqual([
      ['/solution/:slug', 'solutions/solution-page', { content: '/solutions', param: 'slug' }],
      ['/case/:slug', 'cases/case-page', { content: '/cases', param: 'slug' }],
      [
        '/whitepaper/:slug',
        'whitepapers/whitepaper-page',
        { content: '/whitepapers', param: 'slug' },
      ],
      ['/whitepaper/whitePaperDownload', 'whitepapers/whitepaper-download-page', true],
    ]);
  });
});
