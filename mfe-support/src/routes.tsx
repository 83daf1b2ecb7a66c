import { Route, Routes } from 'react-router-dom';
import { ErrorPage } from '@dpu/ui';
import { ProductStackPage } from './features/product-stack/product-stack-page';

/** Exposed as 'support/Routes': the /productStack customer area and certification. */
export default function SupportRoutes() {
  return (
    <Routes>
      <Route path="/productStack" element={<ProductStackPage />} />
      <Route path="*" element={<ErrorPage statusCode={404} />} />
    </Routes>
  );
}
