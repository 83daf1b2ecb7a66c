import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import { serverHtmlSanitizer } from '@dpu/page-context';

const SANITIZE_OPTIONS = { USE_PROFILES: { html: true } };

/** Removes unsafe markup (docs/site.md §2 'Rich-text content is shown with unsafe markup removed'). */
export function sanitizeHtml(html: string): string {
  if (DOMPurify.isSupported) return DOMPurify.sanitize(html, SANITIZE_OPTIONS);
  const onServer = serverHtmlSanitizer();
  // without a DOM and without the server's sanitizer nothing unsafe may pass: show text
  return onServer ? onServer(html) : html.replace(/<[^>]*>/g, '');
}

interface RichTextProps {
  html: string;
  className?: string;
  as?: 'div' | 'span' | 'p';
}

/** Renders HTML from content (trademark marks in menu titles, rich-text cards) safely. */
export function RichText({ html, className, as: Tag = 'div' }: RichTextProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
