import type { ReactNode } from 'react';
import type { ContentState } from './content/use-content';
import { ErrorPage } from './error-page';
import styles from './content-view.module.css';

/** A quiet placeholder while content loads (no layout jump, announced as busy). */
export function ContentLoading() {
  return <div className={styles.loading} aria-busy="true" aria-label="加载中" />;
}

interface ContentViewProps<T> {
  state: ContentState<T>;
  children: (data: T) => ReactNode;
}

/**
 * Renders content once it has loaded. A missing document is the 404 page (docs/decisions.md:
 * a detail route whose content does not exist); other failures show their message, status
 * 500 (docs/site.md §8 'Other errors').
 */
export function ContentView<T>({ state, children }: ContentViewProps<T>) {
  switch (state.status) {
    case 'loading':
      return <ContentLoading />;
    case 'not-found':
      return <ErrorPage statusCode={404} />;
    case 'error':
      return <ErrorPage statusCode={500} message={state.message} onRetry={state.retry} />;
    default:
      return <>{children(state.data)}</>;
  }
}
