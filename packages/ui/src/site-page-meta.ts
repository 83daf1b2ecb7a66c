import { usePageMeta, type PageHead } from '@dpu/page-context';
import { SITE_FACTS_PATH, type SiteFacts } from './content/site-facts';
import { useContent } from './content/use-content';
import type { BreadcrumbItem } from './breadcrumbs';

export interface SitePageMetaOptions extends Omit<PageHead, 'title'> {
  /** Leads the title before the company name: '<lead> - <company>|<page>' (a product's name). */
  lead?: string;
  /** The page keeps its own title without the company name (account and staff pages). */
  withoutCompany?: boolean;
}

/**
 * The one way a page sets its head: title '<company name>|<page>' — or, for a page inside a
 * section (a product, an article, a job…), '<name> - <company name>|<section>', the form
 * docs/site.md §2 gives for product pages — plus description and keywords. The company name comes from the
 * site facts; until they are loaded the page title stands alone. Pass no page title while a
 * page shows an error, so the error page keeps its own title.
 */
export function useSitePageMeta(
  pageTitle: string | undefined,
  { lead, withoutCompany = false, description, keywords }: SitePageMetaOptions = {},
): void {
  // a page titled without the company name does not wait for the site facts
  const facts = useContent<SiteFacts>(withoutCompany ? null : SITE_FACTS_PATH);
  const company = facts.status === 'ready' ? facts.data.companyName : undefined;
  let title = pageTitle;
  if (pageTitle && company) {
    title = `${lead ? `${lead} - ` : ''}${company}|${pageTitle}`;
  }
  usePageMeta({ title, description, keywords });
}

/** A page's own document (or copy): what heads the page. */
export interface PageDoc {
  title: string;
  subtitle?: string;
  description?: string;
}

/**
 * The head of a page made of one document, one way in every remote: sets the page meta and
 * answers the banner's texts and the breadcrumb trail, which ends with the document itself.
 */
export function useDocHead(doc: PageDoc, trail: readonly BreadcrumbItem[] = []) {
  // a page below a section is titled '<page> - <company>|<section>' (the one title pattern)
  const section = trail.at(-1)?.label;
  useSitePageMeta(section ?? doc.title, {
    lead: section ? doc.title : undefined,
    description: doc.description,
  });
  return {
    title: doc.title,
    subtitle: doc.subtitle,
    description: doc.description,
    trail: [...trail, { label: doc.title }],
  };
}
