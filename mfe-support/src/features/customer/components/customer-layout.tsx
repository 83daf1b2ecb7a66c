import type { ReactNode } from 'react';
import { SectionFrame, useSitePageMeta } from '@dpu/ui';
import type { CatalogueProduct } from '@dpu/contracts';
import { sectionUrl } from '../use-customer-context';
import type { CustomerCopy } from '../types';
import styles from './customer.module.css';

interface CustomerLayoutProps {
  copy: CustomerCopy;
  proId: string;
  product?: CatalogueProduct;
  /** Title of the current page. */
  heading: string;
  children: ReactNode;
}

/** Frame of every customer page: the product, the sub-page navigation, the content. */
export function CustomerLayout({ copy, proId, product, heading, children }: CustomerLayoutProps) {
  useSitePageMeta(copy.title);
  const links = [
    { to: sectionUrl('', proId), label: copy.homeTitle, end: true },
    ...copy.sections.map((section) => ({
      to: sectionUrl(section.path, proId),
      label: section.title,
    })),
  ];
  return (
    <div className={styles.page} data-testid="customer-area">
      <SectionFrame
        // the banner names the product whose materials these are (issue 26)
        title={product ? `${product.name} ${heading}` : heading}
        menu={{ label: copy.title, links }}
        breadcrumbs={[
          { label: '首页', to: '/' },
          { label: copy.title, to: '/productStack' },
          { label: product?.name ?? proId },
        ]}
      >
        {children}
      </SectionFrame>
    </div>
  );
}
