import {
  Breadcrumbs,
  PageBanner,
  useDocHead,
  type BreadcrumbItem,
  type PageBannerProps,
  type PageDoc,
  useSitePageMeta,
} from '@dpu/ui';
import { useSectionCopy } from '../lib/section-copy';

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

interface SectionHeaderProps {
  /** The section's copy, content/pages/<section>.yaml. */
  section: string;
  /** The title until the copy has loaded (or where it has none). */
  fallbackTitle: string;
  image: string;
}

/** The head of a section's list page: the page meta, banner and trail from the section's copy. */
export function SectionHeader({ section, fallbackTitle, image }: SectionHeaderProps) {
  const copy = useSectionCopy(section);
  const title = copy?.title ?? fallbackTitle;
  useSitePageMeta(title, { description: copy?.description });
  return (
    <PageHeader title={title} subtitle={copy?.subtitle} image={image} trail={[{ label: title }]} />
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
