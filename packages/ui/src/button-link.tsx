import type { ReactNode } from 'react';
import { Link } from '@dpu/router';
import styles from './button-link.module.css';

export interface ButtonLinkProps {
  children: ReactNode;
  /** A site route (client-side navigation). */
  to?: string;
  /** A file or an outside address (a plain anchor). */
  href?: string;
  variant?: 'primary' | 'ghost' | 'outline';
  /** Opens `href` in a new tab (outside addresses). */
  newTab?: boolean;
  /** Marks `href` as a download. */
  download?: boolean;
}

/** A link that looks like a button, for calls to action on content pages. */
export function ButtonLink({
  children,
  to,
  href,
  variant = 'primary',
  newTab = false,
  download = false,
}: ButtonLinkProps) {
  const className = `${styles.button} ${styles[variant]}`;
  if (to !== undefined) {
    return (
      <Link className={className} to={to}>
        {children}
      </Link>
    );
  }
  return (
    <a
      className={className}
      href={href}
      download={download || undefined}
      target={newTab ? '_blank' : undefined}
      rel={newTab ? 'noopener noreferrer' : undefined}
    >
      {children}
    </a>
  );
}
