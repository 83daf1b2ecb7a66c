import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { setServerHtmlSanitizer } from '@dpu/page-context';

// DOMPurify on the server, over one jsdom window for the process: the same library and
// profile the browser uses, so a page's rich text is the same on both sides.
let installed = false;

export function installServerHtmlSanitizer(): void {
  if (installed) return;
  const { window } = new JSDOM('');
  const purify = createDOMPurify(window as unknown as Window & typeof globalThis);
  setServerHtmlSanitizer((html) => purify.sanitize(html, { USE_PROFILES: { html: true } }));
  installed = true;
}
