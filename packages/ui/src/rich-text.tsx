import type { DOMPurify } from 'dompurify';
import { useEffect, useMemo, useState } from 'react';
import { serverHtmlSanitizer } from '@dpu/page-context';
import { useHydrated } from './use-hydrated';

const SANITIZE_OPTIONS = { USE_PROFILES: { html: true } };
const ON_SERVER = typeof document === 'undefined';

// DOMPurify is loaded only where rich text renders in the browser (a later navigation, a
// menu opened): a server-rendered page already holds the server's sanitised HTML, which
// hydration keeps as it is, so a first load never needs it (docs/composition.md).
let purify: DOMPurify | undefined;
let loading: Promise<void> | undefined;

/** Loads the browser's sanitizer once (a page's preload waits for it, so pages never flash). */
export function loadHtmlSanitizer(): Promise<void> {
  loading ??= import('dompurify').then((module) => {
    purify = module.default;
  });
  return loading;
}

/**
 * Removes unsafe markup (docs/site.md §2 'Rich-text content is shown with unsafe markup removed'):
 * the server's sanitizer on the server, DOMPurify in the browser once loaded. Without either
 * nothing unsafe may pass: the text alone.
 */
export function sanitizeHtml(html: string): string {
  if (purify?.isSupported) return purify.sanitize(html, SANITIZE_OPTIONS);
  const onServer = ON_SERVER ? serverHtmlSanitizer() : undefined;
  return onServer ? onServer(html) : html.replace(/<[^>]*>/g, '');
}

/** The text of HTML, for the moment before the sanitizer arrives (entities decoded, inertly). */
function textOf(html: string): string {
  const decoder = document.createElement('textarea');
  decoder.innerHTML = html
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<[^>]*>/g, '');
  return decoder.value;
}

/** The sanitizer, loaded on first need; re-renders the caller when it arrives. */
function useSanitizer(needed: boolean): boolean {
  const [, setReady] = useState(false);
  useEffect(() => {
    if (needed && !purify) void loadHtmlSanitizer().then(() => setReady(true));
  }, [needed]);
  return purify !== undefined;
}

// Rendered while the server's HTML is kept: React leaves an element's inner HTML alone when
// it hydrates, and never writes an unchanged value afterwards; should hydration fail and React
// render the part afresh, this empty value is what lands, never unsanitised HTML.
const KEEP_SERVER_HTML = { __html: '' };

interface RichTextProps {
  html: string;
  className?: string;
  as?: 'div' | 'span' | 'p';
}

/** Renders HTML from content (trademark marks in menu titles, rich-text cards) safely. */
export function RichText({ html, className, as: Tag = 'div' }: RichTextProps) {
  const hydrating = !useHydrated() && !ON_SERVER;
  // the HTML this part had when it was hydrated: its server markup stands for it
  const [hydratedWith] = useState(() => (hydrating ? html : undefined));
  const keep = hydratedWith === html;
  const ready = useSanitizer(!keep && !ON_SERVER);
  const clean = useMemo(
    () => (keep || !(ON_SERVER || ready) ? undefined : sanitizeHtml(html)),
    [html, keep, ready],
  );
  if (keep) {
    return (
      <Tag
        className={className}
        suppressHydrationWarning
        dangerouslySetInnerHTML={KEEP_SERVER_HTML}
      />
    );
  }
  if (clean === undefined) return <Tag className={className}>{textOf(html)}</Tag>;
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
