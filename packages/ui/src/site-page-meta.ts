import { useSiteFacts } from './content/site-facts';
import { usePageMeta, type PageMeta } from './page-meta';

/**
 * Page title '<company name>|<page>' (the form docs/site.md §2 gives for product pages) plus
 * description and keywords. The company name comes from the site facts. Pass no page
 * title while a page shows an error, so the error page keeps its own title.
 */
export function useSitePageMeta(
  pageTitle: string | undefined,
  meta: Omit<PageMeta, 'title'> = {},
): void {
  const company = useSiteFacts()?.companyName;
  const title = pageTitle ? (company ? `${company}|${pageTitle}` : pageTitle) : undefined;
  usePageMeta({ title, description: meta.description, keywords: meta.keywords });
}
