import { CASE_SLUGS, SOLUTION_SLUGS, WHITEPAPER_SLUGS } from '@dpu/contracts';
import { pageExportName } from '@dpu/ui';
import manifest from './route-manifest';

function pathsUnder(prefix: string, page: string): string[] {
  return manifest.routes
    .filter((route) => route.path.startsWith(prefix) && route.page === page)
    .map((route) => route.path);
}

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

  it('has a page for every solution, case and white paper the content links to', () => {
    expect(pathsUnder('/solution/', 'solutions/solution-page')).toEqual(
      SOLUTION_SLUGS.map((slug) => `/solution/${slug}`),
    );
    expect(pathsUnder('/case/', 'cases/case-page')).toEqual(
      CASE_SLUGS.map((slug) => `/case/${slug}`),
    );
    expect(pathsUnder('/whitepaper/', 'whitepapers/whitepaper-page')).toEqual(
      WHITEPAPER_SLUGS.map((slug) => `/whitepaper/${slug}`),
    );
  });
});
