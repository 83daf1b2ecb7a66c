import { Link } from '@dpu/router';
import { usePageMeta, useResponseStatus } from '@dpu/page-context';
import styles from './error-page.module.css';

// docs/site.md §2/§8 error page. 404 keeps the contract's exact words; every other error is
// said in Chinese with 重试 and a way home, and a message that is not Chinese (an HTTP
// library's 'Request failed with status code 500', a script error) is never shown.

export const NOT_FOUND_MESSAGE = 'This page could not be found';
export const BACK_HOME_TEXT = 'Back to the home page';
export const ERROR_MESSAGE = '页面加载失败，请稍后重试';
export const RETRY_TEXT = '重试';
export const HOME_TEXT = '返回首页';

/** A message fit for a visitor: Chinese text, else the site's own words. */
export function visitorMessage(message: string | undefined, fallback = ERROR_MESSAGE): string {
  return message && /[\u4e00-\u9fff]/.test(message) ? message : fallback;
}

interface ErrorPageProps {
  statusCode?: number;
  message?: string;
  /** Tries again in place (a content query's refetch); without it 重试 reloads the page. */
  onRetry?: () => void;
}

/** The error page: the message; for 404 a link home, otherwise 重试 and a link home. */
export function ErrorPage({ statusCode = 500, message, onRetry }: ErrorPageProps) {
  const notFound = statusCode === 404;
  const text = notFound ? (message ?? NOT_FOUND_MESSAGE) : visitorMessage(message);
  usePageMeta({ title: text });
  // rendered on the server, the page answers with this status (a missing article is a 404)
  useResponseStatus(statusCode);
  return (
    <section className={styles.page} data-status={statusCode} role={notFound ? undefined : 'alert'}>
      <div className={styles.code}>{statusCode}</div>
      <div className={styles.title}>{text}</div>
      {notFound ? (
        <p className={styles.description}>
          <Link to="/" className={styles.link}>
            {BACK_HOME_TEXT}
          </Link>
        </p>
      ) : (
        <p className={styles.actions}>
          <button
            type="button"
            className={styles.retry}
            onClick={onRetry ?? (() => window.location.reload())}
          >
            {RETRY_TEXT}
          </button>
          <Link to="/" className={styles.home}>
            {HOME_TEXT}
          </Link>
        </p>
      )}
    </section>
  );
}
