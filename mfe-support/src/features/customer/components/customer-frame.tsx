import type { ReactNode } from 'react';
import { Link } from '@dpu/router';
import type { CatalogueProduct } from '@dpu/contracts';
import { ErrorPage } from '@dpu/ui';
import { useCustomerCopy, useCustomerProduct } from '../use-customer-context';
import type { CustomerCopy } from '../types';
import { CustomerLayout } from './customer-layout';
import styles from './customer.module.css';

interface FrameContext {
  copy: CustomerCopy;
  proId: string;
  product?: CatalogueProduct;
}

/** Loads the customer copy and the product of the query, then renders one customer page. */
export function CustomerFrame({
  heading,
  children,
}: {
  heading: (copy: CustomerCopy) => string | undefined;
  children: (context: FrameContext) => ReactNode;
}) {
  const copy = useCustomerCopy();
  const { proId, product } = useCustomerProduct();
  if (copy.status === 'error' || copy.status === 'not-found') {
    return <ErrorPage message="页面内容加载失败，请稍后刷新重试" />;
  }
  if (copy.status === 'loading') {
    return <div className={styles.loading} aria-busy="true" aria-label="加载中" />;
  }
  if (!proId) {
    return (
      <div className={styles.inner}>
        <p className={styles.notice} role="alert" data-testid="customer-missing-product">
          {copy.data.missingProduct} <Link to="/productStack">{copy.data.title}</Link>
        </p>
      </div>
    );
  }
  return (
    <CustomerLayout
      copy={copy.data}
      proId={proId}
      product={product}
      heading={heading(copy.data) ?? copy.data.title}
    >
      {children({ copy: copy.data, proId, product })}
    </CustomerLayout>
  );
}
