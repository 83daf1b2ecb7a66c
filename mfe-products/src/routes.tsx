import { Route, Routes } from 'react-router-dom';
import { ErrorPage } from '@dpu/ui';
import { ProductPageRoute } from './features/product-page/product-page';
import { LandingPage } from './features/product-system/landing-page';

/** Exposed as 'products/Routes': product system, product pages, K2-Pro, IP cores. */
export default function ProductRoutes() {
  return (
    <Routes>
      <Route
        path="/product"
        element={
          <LandingPage contentPath="/products/system/landing" testId="product-system-page" />
        }
      />
      <Route path="/product/:key" element={<ProductPageRoute />} />
      <Route
        path="/dpu"
        element={<LandingPage contentPath="/products/system/dpu" testId="chip-landing-page" />}
      />
      <Route path="/dpu/:key" element={<ProductPageRoute />} />
      <Route path="/ipcore/:key" element={<ProductPageRoute />} />
      <Route path="*" element={<ErrorPage statusCode={404} />} />
    </Routes>
  );
}
