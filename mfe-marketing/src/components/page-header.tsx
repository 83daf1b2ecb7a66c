import { Breadcrumbs, PageBanner, type BreadcrumbItem, type PageBannerProps } from '@dpu/ui';

interface PageHeaderProps extends PageBannerProps {
  /** The trail after '首页', ending with the current page. */
  trail: readonly BreadcrumbItem[];
}

/** The breadcrumbs of a page: '首页', then `trail` down to the current page. */
export function SiteTrail({ trail }: { trail: readonly BreadcrumbItem[] }) {
  return <Breadcrumbs items={[{ label: '首页', to: '/' }, ...trail]} />;
}

/** The top of a content page: the navy banner, then the breadcrumbs from '首页'. */
export function PageHeader({ trail, ...banner }: PageHeaderProps) {
  return (
    <>
      <PageBanner {...banner} />
      <SiteTrail trail={trail} />
    </>
  );
}
