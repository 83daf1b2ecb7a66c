import { lazy, Suspense, type ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import { ContentLoading, ErrorPage } from '@dpu/ui';
import { HomePage } from './features/home/home-page';

// Every page but the home page is its own chunk, so '/' downloads only what it shows.
function page<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return lazy<ComponentType>(() => load().then((module) => ({ default: module[name] })));
}

const ContactPage = page(() => import('./features/contact/contact-page'), 'ContactPage');
const CustomerPage = page(() => import('./features/customer/customer-page'), 'CustomerPage');
const SearchPage = page(() => import('./features/search/search-page'), 'SearchPage');
const VideoListPage = page(() => import('./features/video/video-list-page'), 'VideoListPage');
const VideoDetailPage = page(() => import('./features/video/video-detail-page'), 'VideoDetailPage');
const AboutPage = page(() => import('./features/about/about-page'), 'AboutPage');
const HistoryPage = page(() => import('./features/about/history-page'), 'HistoryPage');
const ConnectPage = page(() => import('./features/about/connect-page'), 'ConnectPage');
const HonorPage = page(() => import('./features/about/honor-page'), 'HonorPage');
const RouteGuidePage = page(() => import('./features/about/routeguide-page'), 'RouteGuidePage');
const LeadershipPage = page(
  () => import('./features/leadership/leadership-page'),
  'LeadershipPage',
);
const LeaderPage = page(() => import('./features/leadership/leader-page'), 'LeaderPage');
const DevelopersPage = page(
  () => import('./features/developers/developers-page'),
  'DevelopersPage',
);
const DevelopersCenterPage = page(
  () => import('./features/developers/developers-center-page'),
  'DevelopersCenterPage',
);
const ArticlePage = page(() => import('./features/developers/article-page'), 'ArticlePage');
const IncentiveProgramsPage = page(
  () => import('./features/developers/incentive-programs-page'),
  'IncentiveProgramsPage',
);
const GuidePreviewPage = page(
  () => import('./features/developers/guide-preview-page'),
  'GuidePreviewPage',
);
const NewsListPage = page(() => import('./features/news/news-list-page'), 'NewsListPage');
const NewsDetailPage = page(() => import('./features/news/news-detail-page'), 'NewsDetailPage');
const ProtocolPage = lazy(() =>
  import('./features/protocol/protocol-page').then((m) => ({ default: m.ProtocolPage })),
);
const SolutionPage = page(() => import('./features/solutions/solution-page'), 'SolutionPage');
const CasePage = page(() => import('./features/cases/case-page'), 'CasePage');
const WhitepaperPage = page(
  () => import('./features/whitepapers/whitepaper-page'),
  'WhitepaperPage',
);
const WhitepaperDownloadPage = page(
  () => import('./features/whitepapers/whitepaper-download-page'),
  'WhitepaperDownloadPage',
);

/** Exposed as 'marketing/Routes': every marketing route of spec §2 (absolute paths). */
export default function MarketingRoutes() {
  return (
    <Suspense fallback={<ContentLoading />}>
      <Routes>
        <Route index element={<HomePage />} />
        <Route path="/contact" element={<ContactPage />} />
        <Route path="/customer" element={<CustomerPage />} />
        <Route path="/search" element={<SearchPage />} />
        <Route path="/video" element={<VideoListPage />} />
        <Route path="/video/video_detail" element={<VideoDetailPage />} />
        <Route path="/about" element={<AboutPage />} />
        <Route path="/about/companyhistory" element={<HistoryPage />} />
        <Route path="/about/connect" element={<ConnectPage />} />
        <Route path="/about/honor" element={<HonorPage />} />
        <Route path="/about/leadership" element={<LeadershipPage />} />
        <Route path="/about/leadership/:name" element={<LeaderPage />} />
        <Route path="/about/routeguide" element={<RouteGuidePage />} />
        <Route path="/developers" element={<DevelopersPage />} />
        <Route path="/developers/developersCenter" element={<DevelopersCenterPage />} />
        <Route path="/developers/developersDetails" element={<ArticlePage />} />
        <Route path="/developers/incentivePrograms" element={<IncentiveProgramsPage />} />
        <Route path="/developers/guide/preview" element={<GuidePreviewPage />} />
        <Route path="/news/newsCenter" element={<NewsListPage />} />
        <Route path="/news/newsDetails" element={<NewsDetailPage />} />
        <Route path="/protocol/agreement" element={<ProtocolPage name="agreement" />} />
        <Route path="/protocol/agreementSecret" element={<ProtocolPage name="agreementSecret" />} />
        <Route path="/solution/:slug" element={<SolutionPage />} />
        <Route path="/case/:slug" element={<CasePage />} />
        <Route path="/whitepaper/whitePaperDownload" element={<WhitepaperDownloadPage />} />
        <Route path="/whitepaper/:slug" element={<WhitepaperPage />} />
        <Route path="*" element={<ErrorPage statusCode={404} />} />
      </Routes>
    </Suspense>
  );
}
