import type { DehydratedState } from '@tanstack/react-query';
import type { SiteConfig } from '../lib/site-config';

// What a server-rendered page carries for the browser: the site's route table and remotes
// (so the shell asks nothing before hydrating) and the data the page was rendered with (so
// the browser reuses it instead of asking again). A JSON data block: the CSP forbids inline
// script, and a data block is not script.

export const SSR_STATE_ID = '__SSR_STATE__';

export interface SsrState {
  site: SiteConfig;
  queries: DehydratedState;
}

/** JSON safe inside <script type="application/json">: nothing can close the element. */
export function serializeSsrState(state: SsrState): string {
  return JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function readSsrState(doc: Document): SsrState | undefined {
  const text = doc.getElementById(SSR_STATE_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as SsrState;
  } catch (error) {
    console.error('[ssr] unreadable page state', error);
    return undefined;
  }
}
