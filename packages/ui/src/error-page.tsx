import { Link } from '@dpu/router';
import { usePageMeta, useResponseStatus } from '@dpu/page-context';
import styles from './error-page.module.css';

export const NOT_FOUND_MESSAGE = 'This page could not be found';
export const BACK_HOME_TEXT = 'Back to the home page';

interface ErrorPageProps {
  statusCode?: number;
  message?: string;
}

/** docs/site.md §2/§8 error page: the message; for 404 also a link back home. Default status 500. */
export function ErrorPage({ statusCode = 500, message }: ErrorPageProps) {
  const text = message ?? (statusCode === 404 ? NOT_FOUND_MESSAGE : 'Server error');
  usePageMeta({ title: text });
  // rendered on the server, the page answers with this status (a missing article is a 404)
  useResponseStatus(statusCode);
  return (
    <section className={styles.page} data-status={statusCode}>
      <div className={styles.code}>{statusCode}</div>
      <div className={styles.title}>{text}</div>
      {statusCode === 404 && (
        <p className={styles.description}>
          <Link to="/" className={styles.link}>
            {BACK_HOME_TEXT}
          </Link>
        </p>
      )}
    </section>
  );
}
