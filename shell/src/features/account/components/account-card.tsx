import type { ReactNode } from 'react';
import { Alert } from 'antd';
import styles from '../account.module.css';

interface AccountCardProps {
  title: string;
  error?: string | null;
  children: ReactNode;
  footer?: ReactNode;
}

/** The frame of the account pages: a title, the server's message when it refused, a form. */
export function AccountCard({ title, error, children, footer }: AccountCardProps) {
  return (
    <section className={styles.page}>
      <div className={styles.card}>
        <h1 className={styles.title}>{title}</h1>
        {error && <Alert className={styles.alert} type="error" title={error} showIcon />}
        {children}
        {footer && <div className={styles.footer}>{footer}</div>}
      </div>
    </section>
  );
}
