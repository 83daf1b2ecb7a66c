import type { ReactNode } from 'react';
import { FormError } from '@dpu/ui/form';
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
        <FormError message={error} />
        {children}
        {footer && <div className={styles.footer}>{footer}</div>}
      </div>
    </section>
  );
}
