import { useEffect } from 'react';

export interface PageMeta {
  title?: string;
  description?: string;
  keywords?: string;
}

function setMeta(name: string, content: string | undefined): void {
  if (content === undefined) return;
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = name;
    document.head.appendChild(tag);
  }
  tag.content = content;
}

/** Sets the document title and the description/keywords meta tags of a page. */
export function usePageMeta({ title, description, keywords }: PageMeta): void {
  useEffect(() => {
    if (title) document.title = title;
    setMeta('description', description);
    setMeta('keywords', keywords);
  }, [title, description, keywords]);
}
