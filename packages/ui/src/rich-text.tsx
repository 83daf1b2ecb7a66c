import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/** Removes unsafe markup (spec §2 'Rich-text content is shown with unsafe markup removed'). */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
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
