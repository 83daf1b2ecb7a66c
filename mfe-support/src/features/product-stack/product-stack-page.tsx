import { lazy, Suspense } from 'react';
import type { ProductSummary } from '@dpu/contracts';
import {
  type BannerContent,
  buttonClassName,
  cardSurface,
  ContentBanner,
  ProductPicture,
  SectionTitle,
  useContent,
  useHydrated,
  useSitePageMeta,
} from '@dpu/ui';
import { useProductList } from '../../lib/product-list';
import { useOpenMaterials } from './use-open-materials';
import { useHeldProducts, type Holding } from './use-held-products';
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
  /** What a logged-in customer sees per product: the mark and the button of each holding. */
  holding?: Record<Holding, { mark: string; action: string }>;
}

/** Used until the copy arrives (and should content/support/home.yaml lack them). */
const HOLDING_COPY: Record<Holding, { mark: string; action: string }> = {
  held: { mark: '已拥有', action: '驱动与手册' },
  pending: { mark: '认证审核中', action: '购买或认证' },
  not: { mark: '未拥有', action: '购买或认证' },
};

/** /productStack: the customer-support landing (docs/site.md §1, §4). */
export function ProductStackPage() {
  const copy = useContent<SupportHomeCopy>('/support/home');
  const products = useProductList();
  const { open, checking, dialogFor, closeDialog } = useOpenMaterials();
  const holdings = useHeldProducts(products);
  const text = copy.status === 'ready' ? copy.data : undefined;
  const holdingCopy = text?.holding ?? HOLDING_COPY;
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
                holding={holdings?.get(product.proId)}
                holdingCopy={holdingCopy}
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
  /** Undefined for a visitor logged out (or while the checks run). */
  holding?: Holding;
  holdingCopy: Record<Holding, { mark: string; action: string }>;
  label: string;
  busyLabel: string;
  busy: boolean;
  onOpen: () => void;
}

function ProductRow(props: ProductRowProps) {
  const { product, holding, holdingCopy, busyLabel, busy, onOpen } = props;
  // The list is server-rendered: a press before the code runs would do nothing, so the
  // button stays disabled until hydration (as every form does).
  const hydrated = useHydrated();
  // A held product's button leads in (primary); the others offer buying or certifying
  // (outline), through the same check and the buy/certify dialog of docs/site.md §4.
  const label = holding ? holdingCopy[holding].action : props.label;
  const variant = !holding || holding === 'held' ? 'primary' : 'outline';
  return (
    <li
      className={`${cardSurface.card} ${styles.item}`}
      data-testid={`support-product-${product.key}`}
      data-holding={holding}
    >
      <ProductPicture productKey={product.key} frame="bare" decorative className={styles.picture} />
      <div>
        <h3 className={`${cardSurface.title} ${styles.name}`}>{product.name}</h3>
        <span className={styles.series}>{product.series.toUpperCase()}</span>
        {holding && (
          <span className={`${styles.mark} ${styles[holding]}`}>{holdingCopy[holding].mark}</span>
        )}
      </div>
      <button
        type="button"
        className={`${buttonClassName(variant, 'small')} ${styles.action}`}
        onClick={onOpen}
        disabled={busy || !hydrated}
        aria-label={`${product.name} ${label}`}
      >
        {busy ? busyLabel : label}
      </button>
    </li>
  );
}
