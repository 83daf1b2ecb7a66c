import { useEffect } from 'react';
import { useServerPage } from './server-page';

export interface PageHead {
  title?: string;
  description?: string;
  keywords?: string;
}

function setMeta(attribute: 'name' | 'property', key: string, content: string | undefined) {
  if (content === undefined) return;
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!tag) {
    tag = document.createElement('meta');
    tag.setAttribute(attribute, key);
    document.head.appendChild(tag);
  }
  tag.content = content;
}

/** Keeps the document's head in step with the page after a navigation in the browser. */
export function applyHead({ title, description, keywords }: PageHead): void {
  if (title) {
    document.title = title;
    setMeta('property', 'og:title', title);
  }
  setMeta('name', 'description', description);
  setMeta('property', 'og:description', description);
  setMeta('name', 'keywords', keywords);
  const canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (canonical) {
    const url = new URL(window.location.href);
    url.hash = '';
    canonical.href = url.href;
    setMeta('property', 'og:url', url.href);
  }
}

/**
 * Sets the page's title, description and keywords: on the server into the document it
 * sends (the deepest page that renders last wins, so a page overrides the layout's
 * defaults), in the browser on the live document.
 */
export function usePageMeta(head: PageHead): void {
  const server = useServerPage();
  if (server) {
    for (const [key, value] of Object.entries(head) as [keyof PageHead, string | undefined][]) {
      if (value !== undefined) server.head[key] = value;
    }
  }
  const { title, description, keywords } = head;
  useEffect(() => {
    applyHead({ title, description, keywords });
  }, [title, description, keywords]);
}
