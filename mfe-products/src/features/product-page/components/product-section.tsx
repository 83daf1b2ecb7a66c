import type { ReactNode } from 'react';
import { SectionTitle } from '@dpu/ui';
import styles from './sections.module.css';

interface ProductSectionProps {
  /** Names the section for tests and the page's order: product-section-<name>. */
  name: string;
  title: string;
  /** Added to the inner column (a section with its own layout). */
  className?: string;
  children: ReactNode;
}

/** One section of a product page (docs/site.md §2): its title over its content. */
export function ProductSection({ name, title, className, children }: ProductSectionProps) {
  return (
    <section className={styles.section} data-testid={`product-section-${name}`}>
      <div className={className ? `${styles.inner} ${className}` : styles.inner}>
        <SectionTitle title={title} />
        {children}
      </div>
    </section>
  );
}
