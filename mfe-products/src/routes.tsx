import { Route, Routes } from 'react-router-dom';
import { ErrorPage } from '@dpu/ui';
import { ProductSystemPage } from './features/product-system/product-system-page';

/** Exposed as 'products/Routes': product system, product pages, K2-Pro, IP cores. */
export default function ProductRoutes() {
  return (
    <Routes>
      <Route path="/product" element={<ProductSystemPage />} />
      <Route path="*" element={<ErrorPage statusCode={404} />} />
    </Routes>
  );
}
