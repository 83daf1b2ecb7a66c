import { CASE_SLUGS, SOLUTION_SLUGS, WHITEPAPER_SLUGS } from '@dpu/contracts';
import { createRemoteRoutes, lazyPage, pageRoute, type RemotePage } from '@dpu/ui';
import { HomePage } from './features/home/home-page';
import manifest from './route-manifest';

// Every page but the home page is its own chunk, so '/' downloads only what it shows.
const ContactPage = lazyPage(() => import('./features/contact/contact-page'), 'ContactPage');
const SolutionPage = lazyPage(() => import('./features/solutions/solution-page'), 'SolutionPage');
const CasePage = lazyPage(() => import('./features/cases/case-page'), 'CasePage');
const WhitepaperPage = lazyPage(
  () => import('./features/whitepapers/whitepaper-page'),
  'WhitepaperPage',
);
const ProtocolPage = lazyPage(() => import('./features/protocol/protocol-page'), 'ProtocolPage');
const CustomerPage = lazyPage(() => import('./features/customer/customer-page'), 'CustomerPage');
const SearchPage = lazyPage(() => import('./features/search/search-page'), 'SearchPage');
const VideoListPage = lazyPage(() => import('./features/video/video-list-page'), 'VideoListPage');
const VideoDetailPage = lazyPage(
  () => import('./features/video/video-detail-page'),
  'VideoDetailPage',
);
const AboutPage = lazyPage(() => import('./features/about/about-page'), 'AboutPage');
const HistoryPage = lazyPage(() => import('./features/about/history-page'), 'HistoryPage');
const ConnectPage = lazyPage(() => import('./features/about/connect-page'), 'ConnectPage');
const HonorPage = lazyPage(() => import('./features/about/honor-page'), 'HonorPage');
const LeadershipPage = lazyPage(
  () => import('./features/leadership/leadership-page'),
  'LeadershipPage',
);
const LeaderPage = lazyPage(() => import('./features/leadership/leader-page'), 'LeaderPage');
const RouteGuidePage = lazyPage(() => import('./features/about/routeguide-page'), 'RouteGuidePage');
const DevelopersPage = lazyPage(
  () => import('./features/developers/developers-page'),
  'DevelopersPage',
);
const DevelopersCenterPage = lazyPage(
  () => import('./features/developers/developers-center-page'),
  'DevelopersCenterPage',
);
const ArticlePage = lazyPage(() => import('./features/developers/article-page'), 'ArticlePage');
const IncentiveProgramsPage = lazyPage(
  () => import('./features/developers/incentive-programs-page'),
  'IncentiveProgramsPage',
);
const GuidePreviewPage = lazyPage(
  () => import('./features/developers/guide-preview-page'),
  'GuidePreviewPage',
);
const NewsListPage = lazyPage(() => import('./features/news/news-list-page'), 'NewsListPage');
const NewsDetailPage = lazyPage(() => import('./features/news/news-detail-page'), 'NewsDetailPage');
const WhitepaperDownloadPage = lazyPage(
  () => import('./features/whitepapers/whitepaper-download-page'),
  'WhitepaperDownloadPage',
);

function pagesUnder(prefix: string, slugs: readonly string[], shared: RemotePage) {
  return Object.fromEntries(slugs.map((slug) => [`${prefix}/${slug}`, shared]));
}

/** Exposed as 'marketing/Routes': every marketing route of the manifest. */
const routes = createRemoteRoutes(manifest, {
  '/': pageRoute(HomePage),
  '/contact': pageRoute(ContactPage),
  '/customer': pageRoute(CustomerPage),
  '/search': pageRoute(SearchPage),
  '/video': pageRoute(VideoListPage),
  '/video/video_detail': pageRoute(VideoDetailPage),
  '/about': pageRoute(AboutPage),
  '/about/companyhistory': pageRoute(HistoryPage),
  '/about/connect': pageRoute(ConnectPage),
  '/about/honor': pageRoute(HonorPage),
  '/about/leadership': pageRoute(LeadershipPage),
  '/about/leadership/:name': pageRoute(LeaderPage),
  '/about/routeguide': pageRoute(RouteGuidePage),
  '/developers': pageRoute(DevelopersPage),
  '/developers/developersCenter': pageRoute(DevelopersCenterPage),
  '/developers/developersDetails': pageRoute(ArticlePage),
  '/developers/incentivePrograms': pageRoute(IncentiveProgramsPage),
  '/developers/guide/preview': pageRoute(GuidePreviewPage),
  '/news/newsCenter': pageRoute(NewsListPage),
  '/news/newsDetails': pageRoute(NewsDetailPage),
  '/protocol/agreement': pageRoute(ProtocolPage, { name: 'agreement' }),
  '/protocol/agreementSecret': pageRoute(ProtocolPage, { name: 'agreementSecret' }),
  ...pagesUnder('/solution', SOLUTION_SLUGS, pageRoute(SolutionPage)),
  ...pagesUnder('/case', CASE_SLUGS, pageRoute(CasePage)),
  ...pagesUnder('/whitepaper', WHITEPAPER_SLUGS, pageRoute(WhitepaperPage)),
  '/whitepaper/whitePaperDownload': pageRoute(WhitepaperDownloadPage),
});

export default routes.Routes;
export const { preload, prefetch } = routes;
