import {
  Breadcrumbs,
  PageBanner,
  useDocHead,
  type BreadcrumbItem,
  type PageBannerProps,
  type PageDoc,
} from '@dpu/ui';

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

interface DocHeaderProps extends Omit<PageBannerProps, 'title' | 'subtitle' | 'description'> {
  /** The page's document (or copy): its title, subtitle and description head the page. */
  doc: PageDoc;
  /** The trail between '首页' and the document itself. */
  trail?: readonly BreadcrumbItem[];
}

/** The head of a page made of one document: the page meta, the banner and the breadcrumbs. */
export function DocHeader({ doc, trail, ...banner }: DocHeaderProps) {
  return <PageHeader {...banner} {...useDocHead(doc, trail)} />;
}
