import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { ErrorPage } from '@dpu/ui';
import { CustomerHomePage } from './features/customer/customer-home-page';
import { MaterialsPage } from './features/customer/materials-page';
import { ProductStackPage } from './features/product-stack/product-stack-page';

// spec §6: the customer sub-pages; the shell guards them (token + authorisation), this
// remote only renders them. Each maps to a section of content/support/customer.yaml.
// The certification form needs antd's Form: load it (and antd) only on that page.
const CertificationPage = lazy(() =>
  import('./features/certification/certification-page').then((m) => ({
    default: m.CertificationPage,
  })),
);

export const CUSTOMER_SUB_PAGES = [
  'downloadDrivers',
  'downloadDocument',
  'announcementPreview',
  'solutionPreview',
  'video_preview',
  'agreement',
  'agreementSecret',
] as const;

/** Exposed as 'support/Routes': the /productStack customer area and certification. */
export default function SupportRoutes() {
  return (
    <Routes>
      <Route path="/productStack" element={<ProductStackPage />} />
      <Route path="/productStack/customer" element={<CustomerHomePage />} />
      {CUSTOMER_SUB_PAGES.map((path) => (
        <Route
          key={path}
          path={`/productStack/customer/${path}`}
          element={<MaterialsPage key={path} path={path} />}
        />
      ))}
      <Route
        path="/productStack/customerVerify"
        element={
          <Suspense
            fallback={<div aria-busy="true" aria-label="加载中" style={{ minHeight: '60vh' }} />}
          >
            <CertificationPage />
          </Suspense>
        }
      />
      <Route path="*" element={<ErrorPage statusCode={404} />} />
    </Routes>
  );
}
