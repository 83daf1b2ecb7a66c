import type { ReactNode } from 'react';
import { useContent } from './content/use-content';
import { ContentView } from './content-view';

interface ContentPageProps<T> {
  /** The document's content path ('/about/intro'). */
  path: string;
  children: (doc: T) => ReactNode;
}

/**
 * A page made of one content document: loads `path` and renders the document with
 * `children` once it is there (loading, a missing document and errors as ContentView shows).
 */
export function ContentPage<T>({ path, children }: ContentPageProps<T>) {
  const state = useContent<T>(path);
  return <ContentView state={state}>{children}</ContentView>;
}
