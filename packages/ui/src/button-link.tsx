import type { ReactNode } from 'react';
import { Link } from '@dpu/router';
import styles from './button-link.module.css';

export type ButtonVariant = 'primary' | 'ghost' | 'outline';

/**
 * The site's button look, for a <button> or a link: one look everywhere (content pages,
 * product banners, support's product list). `small` sits in a list row.
 */
export function buttonClassName(variant: ButtonVariant = 'primary', size?: 'small'): string {
  return [styles.button, styles[variant], size && styles[size]].filter(Boolean).join(' ');
}

export interface ButtonLinkProps {
  children: ReactNode;
  /** A site route (client-side navigation). */
  to?: string;
  /** A file or an outside address (a plain anchor). */
  href?: string;
  variant?: ButtonVariant;
  /** Opens `href` in a new tab (outside addresses). */
  newTab?: boolean;
  /** Marks `href` as a download (a string names the saved file). */
  download?: boolean | string;
  title?: string;
  testId?: string;
}

/** A link that looks like a button, for calls to action on content pages. */
export function ButtonLink({
  children,
  to,
  href,
  variant = 'primary',
  newTab = false,
  download = false,
  title,
  testId,
}: ButtonLinkProps) {
  const shared = { className: buttonClassName(variant), title, 'data-testid': testId };
  if (to !== undefined) {
    return (
      <Link {...shared} to={to}>
        {children}
      </Link>
    );
  }
  return (
    <a
      {...shared}
      href={href}
      download={download || undefined}
      target={newTab ? '_blank' : undefined}
      rel={newTab ? 'noopener noreferrer' : undefined}
    >
      {children}
    </a>
  );
}
