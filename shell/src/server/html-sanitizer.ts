import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { setServerHtmlSanitizer } from '@dpu/page-context';

// DOMPurify on the server, over one jsdom window for the process: the same library and
// profile the browser uses, so a page's rich text is the same on both sides. Sanitising
// through jsdom was a fifth of an uncached render's CPU, and the strings are the same on
// every render (menu titles, product texts): each is sanitised once and remembered.

const REMEMBERED = 2000;
let installed = false;

/** A sanitizer remembering its last `limit` answers (the oldest forgotten first). */
export function remembering(sanitize: (html: string) => string, limit = REMEMBERED) {
  const answers = new Map<string, string>();
  return (html: string): string => {
    const known = answers.get(html);
    if (known !== undefined) return known;
    const clean = sanitize(html);
    answers.set(html, clean);
    if (answers.size > limit) answers.delete(answers.keys().next().value as string);
    return clean;
  };
}

export function installServerHtmlSanitizer(): void {
  if (installed) return;
  const { window } = new JSDOM('');
  const purify = createDOMPurify(window as unknown as Window & typeof globalThis);
  setServerHtmlSanitizer(
    remembering((html) => purify.sanitize(html, { USE_PROFILES: { html: true } })),
  );
  installed = true;
}
