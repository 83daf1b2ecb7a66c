import { defineRouteManifest } from '@dpu/contracts';

// The support team's pages, published with each deploy as routes.json (see
// docs/composition.md). The customer sub-pages are the protected paths of docs/site.md §6: token
// and product authorisation required, rendered in the browser only, never in the sitemap.
const customerPage = (path: string, title: string) => ({
  path,
  protected: true,
  head: { title },
});

export default defineRouteManifest('support', [
  { path: '/productStack', head: { title: '客户支持' } },
  customerPage('/productStack/customer', '客户专区'),
  customerPage('/productStack/customer/agreement', '客户专区'),
  customerPage('/productStack/customer/agreementSecret', '客户专区'),
  customerPage('/productStack/customer/announcementPreview', '客户专区'),
  customerPage('/productStack/customer/downloadDocument', '客户专区'),
  customerPage('/productStack/customer/downloadDrivers', '客户专区'),
  customerPage('/productStack/customer/solutionPreview', '客户专区'),
  customerPage('/productStack/customer/video_preview', '客户专区'),
  { path: '/productStack/customerVerify', head: { title: '产品认证' } },
]);
