import type { ComponentType } from 'react';
import { CASE_SLUGS, SOLUTION_SLUGS, WHITEPAPER_SLUGS } from '@dpu/contracts';
import { createRemoteRoutes, lazyPage, type RemotePage } from '@dpu/ui';
import { HomePage } from './features/home/home-page';
import manifest from './route-manifest';

// Every page but the home page is its own chunk, so '/' downloads only what it shows.
function page<K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
): RemotePage {
  const Page = lazyPage(() => load().then((module) => module[name]));
  return { element: <Page />, preload: Page.preload };
}

const contact = page(() => import('./features/contact/contact-page'), 'ContactPage');
const solution = page(() => import('./features/solutions/solution-page'), 'SolutionPage');
const casePage = page(() => import('./features/cases/case-page'), 'CasePage');
const whitepaper = page(() => import('./features/whitepapers/whitepaper-page'), 'WhitepaperPage');
const ProtocolPage = lazyPage(() =>
  import('./features/protocol/protocol-page').then((m) => m.ProtocolPage),
);

function pagesUnder(prefix: string, slugs: readonly string[], shared: RemotePage) {
  return Object.fromEntries(slugs.map((slug) => [`${prefix}/${slug}`, shared]));
}

/** Exposed as 'marketing/Routes': every marketing route of the manifest. */
const routes = createRemoteRoutes(manifest, {
  '/': { element: <HomePage /> },
  '/contact': contact,
  '/customer': page(() => import('./features/customer/customer-page'), 'CustomerPage'),
  '/search': page(() => import('./features/search/search-page'), 'SearchPage'),
  '/video': page(() => import('./features/video/video-list-page'), 'VideoListPage'),
  '/video/video_detail': page(
    () => import('./features/video/video-detail-page'),
    'VideoDetailPage',
  ),
  '/about': page(() => import('./features/about/about-page'), 'AboutPage'),
  '/about/companyhistory': page(() => import('./features/about/history-page'), 'HistoryPage'),
  '/about/connect': page(() => import('./features/about/connect-page'), 'ConnectPage'),
  '/about/honor': page(() => import('./features/about/honor-page'), 'HonorPage'),
  '/about/leadership': page(
    () => import('./features/leadership/leadership-page'),
    'LeadershipPage',
  ),
  '/about/leadership/:name': page(() => import('./features/leadership/leader-page'), 'LeaderPage'),
  '/about/routeguide': page(() => import('./features/about/routeguide-page'), 'RouteGuidePage'),
  '/developers': page(() => import('./features/developers/developers-page'), 'DevelopersPage'),
  '/developers/developersCenter': page(
    () => import('./features/developers/developers-center-page'),
    'DevelopersCenterPage',
  ),
  '/developers/developersDetails': page(
    () => import('./features/developers/article-page'),
    'ArticlePage',
  ),
  '/developers/incentivePrograms': page(
    () => import('./features/developers/incentive-programs-page'),
    'IncentiveProgramsPage',
  ),
  '/developers/guide/preview': page(
    () => import('./features/developers/guide-preview-page'),
    'GuidePreviewPage',
  ),
  '/news/newsCenter': page(() => import('./features/news/news-list-page'), 'NewsListPage'),
  '/news/newsDetails': page(() => import('./features/news/news-detail-page'), 'NewsDetailPage'),
  '/protocol/agreement': {
    element: <ProtocolPage name="agreement" />,
    preload: ProtocolPage.preload,
  },
  '/protocol/agreementSecret': {
    element: <ProtocolPage name="agreementSecret" />,
    preload: ProtocolPage.preload,
  },
  ...pagesUnder('/solution', SOLUTION_SLUGS, solution),
  ...pagesUnder('/case', CASE_SLUGS, casePage),
  ...pagesUnder('/whitepaper', WHITEPAPER_SLUGS, whitepaper),
  '/whitepaper/whitePaperDownload': page(
    () => import('./features/whitepapers/whitepaper-download-page'),
    'WhitepaperDownloadPage',
  ),
});

export default routes.Routes;
export const { preload, prefetch } = routes;
