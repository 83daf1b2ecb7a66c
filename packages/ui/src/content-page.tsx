import type { ComponentType, ReactNode } from 'react';
import { useParams } from '@dpu/router';
import { useContent, type ContentState } from './content/use-content';
import { ContentView } from './content-view';
import { ErrorPage } from './error-page';
import { isSafeSlug } from './safe-slug';

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

/**
 * The document `dir/<slug>` for a slug taken from the URL (?id=…, a path parameter). `slug` is
 * null when the value is missing or not a plain slug: the page is then a 404, and no request
 * is made.
 */
export function useContentBySlug<T>(
  dir: string,
  value: string | null | undefined,
): { slug: string | null; state: ContentState<T> } {
  const slug = isSafeSlug(value) ? value : null;
  const state = useContent<T>(slug ? `${dir}/${slug}` : null);
  return { slug, state };
}

interface SlugPageProps<T> {
  /** The content folder ('/news'). */
  dir: string;
  /** The slug as the URL gives it. */
  value: string | null | undefined;
  children: (doc: T, slug: string) => ReactNode;
}

/** A detail page: the document named by a URL slug, or the 404 page for a bad or unknown one. */
export function SlugPage<T>({ dir, value, children }: SlugPageProps<T>) {
  const { slug, state } = useContentBySlug<T>(dir, value);
  if (!slug) return <ErrorPage statusCode={404} />;
  return <ContentView state={state}>{(doc) => children(doc, slug)}</ContentView>;
}

/**
 * The page component of a route with a path parameter (/case/:slug) that shows the document
 * `dir/<param>` with `View`: a bad or unknown slug is the 404 page.
 */
export function slugPage<T>(dir: string, View: ComponentType<{ doc: T }>, param = 'slug') {
  return function SlugDocumentPage() {
    const value = useParams()[param];
    return (
      <SlugPage<T> dir={dir} value={value}>
        {(doc) => <View doc={doc} />}
      </SlugPage>
    );
  };
}
