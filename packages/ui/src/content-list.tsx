import type { ReactNode } from 'react';
import type { ContentState } from './content/use-content';
import { ContentLoading } from './content-view';
import styles from './content-list.module.css';

interface ContentListProps<T> {
  state: ContentState<T[]>;
  /** What the list holds, for the failure message: '新闻' → '新闻加载失败：…'. */
  noun: string;
  /** What an empty list says instead (may hold a link back). */
  empty: ReactNode;
  children: (items: T[]) => ReactNode;
}

/**
 * A list from the content API inside a page that stays: a placeholder while it loads, the
 * failure in words, the `empty` note when nothing matched, else the items.
 */
export function ContentList<T>({ state, noun, empty, children }: ContentListProps<T>) {
  switch (state.status) {
    case 'loading':
      return <ContentLoading />;
    case 'error':
      return <LoadFailed what={noun} onRetry={state.retry} />;
    case 'ready':
      return state.data.length === 0 ? (
        <p className={styles.notice}>{empty}</p>
      ) : (
        <>{children(state.data)}</>
      );
    default:
      return null;
  }
}

/** A part of a page that could not load: what failed, in Chinese, and 重试. */
export function LoadFailed({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <p role="alert" className={styles.notice}>
      {`${what}加载失败，请稍后重试。`}
      <button type="button" className={styles.retry} onClick={onRetry}>
        重试
      </button>
    </p>
  );
}
