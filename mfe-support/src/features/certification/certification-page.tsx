import { useEffect } from 'react';
import { useLocation } from '@dpu/router';
import { PRO_ID_PATTERN } from '@dpu/contracts';
import {
  ErrorPage,
  ContentBanner,
  type BannerContent,
  SectionTitle,
  useContent,
  useQueryParam,
  useSitePageMeta,
} from '@dpu/ui';
import { useProductList } from '../../lib/product-list';
import { useHasToken } from '@dpu/session';
import { useGoToLogin } from '../../lib/session-access';
import { useMyCertifications } from './api/get-my-certifications';
import { CertificationForm } from './certification-form';
import { MyCertifications } from './my-certifications';
import styles from './certification.module.css';

export interface VerifyCopy extends BannerContent {
  title: string;
  description?: string;
  formTitle: string;
  formIntro?: string;
  submitLabel: string;
  successText: string;
  listTitle: string;
  emptyText: string;
}

/** /productStack/customerVerify?series=…&proId=…: certification request and its status. */
export function CertificationPage() {
  const copy = useContent<VerifyCopy>('/support/verify');
  const hasToken = useHasToken();
  const goToLogin = useGoToLogin();
  const { pathname, search } = useLocation();
  const proIdParam = useQueryParam('proId');
  const products = useProductList();
  const mine = useMyCertifications(hasToken === true);
  const text = copy.status === 'ready' ? copy.data : undefined;
  useSitePageMeta(text?.title, { description: text?.description });

  // unknown (undefined) while the page hydrates: decide only once the browser can tell
  const mustLogIn = hasToken === false || mine.status === 'login';
  useEffect(() => {
    if (mustLogIn) goToLogin(pathname + search);
  }, [mustLogIn, goToLogin, pathname, search]);

  if (copy.status === 'error' || copy.status === 'not-found') {
    return <ErrorPage message="页面内容加载失败，请稍后刷新重试" />;
  }
  return (
    <div className={styles.page} data-testid="certification-page">
      {text && <ContentBanner content={text} />}
      {text && products && hasToken && !mustLogIn && (
        <div className={styles.inner}>
          <section className={styles.card}>
            <SectionTitle title={text.formTitle} subtitle={text.formIntro} align="left" />
            <CertificationForm
              products={products}
              initialProId={PRO_ID_PATTERN.test(proIdParam) ? proIdParam : undefined}
              copy={text}
              onSubmitted={mine.reload}
              onLoginNeeded={() => goToLogin(pathname + search)}
            />
          </section>
          <section className={styles.card}>
            <SectionTitle title={text.listTitle} align="left" />
            {mine.status === 'ready' && (
              <MyCertifications items={mine.items} emptyText={text.emptyText} />
            )}
            {mine.status === 'error' && (
              <p className={styles.empty} role="alert">
                {mine.message}
              </p>
            )}
          </section>
        </div>
      )}
    </div>
  );
}
