import { lazy, Suspense } from 'react';
import type { ProductSummary } from '@dpu/contracts';
import {
  type BannerContent,
  buttonClassName,
  cardSurface,
  ContentBanner,
  SectionTitle,
  useContent,
  useHydrated,
  useSitePageMeta,
} from '@dpu/ui';
import { useProductList } from '../../lib/product-list';
import { useOpenMaterials } from './use-open-materials';
import styles from './product-stack.module.css';

// antd (the dialog) loads only when a user without rights needs it.
const BuyCertifyDialog = lazy(
  () => import('../../components/buy-certify-dialog/buy-certify-dialog'),
);

export interface SupportHomeCopy extends BannerContent {
  title: string;
  description?: string;
  listTitle: string;
  listIntro?: string;
  actionLabel: string;
  checkingLabel?: string;
}

/** /productStack: the customer-support landing (docs/site.md §1, §4). */
export function ProductStackPage() {
  const copy = useContent<SupportHomeCopy>('/support/home');
  const products = useProductList();
  const { open, checking, dialogFor, closeDialog } = useOpenMaterials();
  const text = copy.status === 'ready' ? copy.data : undefined;
  useSitePageMeta(text?.title, { description: text?.description });
  return (
    <div data-testid="product-stack-page" className={styles.page}>
      {text && <ContentBanner content={text} />}
      <section className={styles.section}>
        {text && <SectionTitle title={text.listTitle} subtitle={text.listIntro} />}
        {products ? (
          <ul className={styles.list} role="list">
            {products.map((product) => (
              <ProductRow
                key={product.proId}
                product={product}
                label={text?.actionLabel ?? '驱动与手册'}
                busyLabel={text?.checkingLabel ?? '正在校验权限…'}
                busy={checking === product.proId}
                onOpen={() => void open(product)}
              />
            ))}
          </ul>
        ) : (
          <div className={styles.loading} aria-busy="true" aria-label="加载中" />
        )}
      </section>
      {dialogFor && (
        <Suspense fallback={null}>
          <BuyCertifyDialog open selected={dialogFor} onClose={closeDialog} />
        </Suspense>
      )}
    </div>
  );
}

interface ProductRowProps {
  product: ProductSummary;
  label: string;
  busyLabel: string;
  busy: boolean;
  onOpen: () => void;
}

function ProductRow({ product, label, busyLabel, busy, onOpen }: ProductRowProps) {
  // The list is server-rendered: a press before the code runs would do nothing, so the
  // button stays disabled until hydration (as every form does).
  const hydrated = useHydrated();
  return (
    <li
      className={`${cardSurface.card} ${styles.item}`}
      data-testid={`support-product-${product.key}`}
    >
      <div>
        <h3 className={`${cardSurface.title} ${styles.name}`}>{product.name}</h3>
        <span className={styles.series}>{product.series.toUpperCase()}</span>
      </div>
      <button
        type="button"
        className={`${buttonClassName('primary', 'small')} ${styles.action}`}
        onClick={onOpen}
        disabled={busy || !hydrated}
        aria-label={`${product.name} ${label}`}
      >
        {busy ? busyLabel : label}
      </button>
    </li>
  );
}
