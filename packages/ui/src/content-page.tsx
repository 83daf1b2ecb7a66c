import type { ComponentType, ReactNode } from 'react';
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

/** The page component of a route that shows one content document with `View`. */
export function contentPage<T>(path: string, View: ComponentType<{ doc: T }>) {
  return function DocumentPage() {
    return <ContentPage<T> path={path}>{(doc) => <View doc={doc} />}</ContentPage>;
  };
}
