import { lazy, Suspense, useEffect } from 'react';
import { useLocation } from '@dpu/router';
import { ErrorPage, RichText } from '@dpu/ui';
import { useGoToLogin } from '../../lib/session-access';
import { useMaterials } from './api/get-materials';
import { CustomerFrame } from './components/customer-frame';
import { MaterialList } from './components/material-list';
import type { CatalogueProduct } from '@dpu/contracts';
import type { MaterialItem } from '@dpu/contracts';
import type { CustomerSection } from './types';
import styles from './components/customer.module.css';

const BuyCertifyDialog = lazy(
  () => import('../../components/buy-certify-dialog/buy-certify-dialog'),
);

/** A customer sub-page (/productStack/customer/<path>): the materials of one type. */
export function MaterialsPage({ path }: { path: string }) {
  return (
    <CustomerFrame heading={(copy) => copy.sections.find((s) => s.path === path)?.title}>
      {({ copy, proId, product }) => {
        const section = copy.sections.find((s) => s.path === path);
        if (!section) return <ErrorPage statusCode={404} />;
        return <SectionMaterials section={section} proId={proId} product={product} />;
      }}
    </CustomerFrame>
  );
}

function filterItems(items: MaterialItem[], section: CustomerSection): MaterialItem[] {
  return items.filter(
    (item) =>
      (!section.titleIncludes || item.title.includes(section.titleIncludes)) &&
      (!section.titleExcludes || !item.title.includes(section.titleExcludes)),
  );
}

function SectionMaterials({
  section,
  proId,
  product,
}: {
  section: CustomerSection;
  proId: string;
  product?: CatalogueProduct;
}) {
  const state = useMaterials(proId, section.type);
  const goToLogin = useGoToLogin();
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (state.status === 'login') goToLogin(pathname + search);
  }, [state.status, goToLogin, pathname, search]);

  return (
    <section data-testid={`customer-${section.path}`}>
      {section.description && <p className={styles.intro}>{section.description}</p>}
      {section.body && <RichText html={section.body} className={styles.body} />}
      {state.status === 'loading' && (
        <div className={styles.loading} aria-busy="true" aria-label="加载中" />
      )}
      {state.status === 'error' && (
        <p className={styles.notice} role="alert">
          {state.message}
        </p>
      )}
      {state.status === 'ready' && (
        <MaterialList
          items={filterItems(state.items, section)}
          emptyText={section.emptyText ?? '暂无资料'}
        />
      )}
      {state.status === 'forbidden' && (
        // docs/site.md §8: no rights for this product ('403') → the buy/certify dialog
        <Suspense fallback={null}>
          <BuyCertifyDialog open selected={{ series: product?.series ?? '', proId }} />
        </Suspense>
      )}
    </section>
  );
}
