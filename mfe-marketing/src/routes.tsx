import { Route, Routes } from 'react-router-dom';
import { ErrorPage } from '@dpu/ui';
import { HomePage } from './features/home/home-page';

/** Exposed as 'marketing/Routes': every marketing route of spec §2. */
export default function MarketingRoutes() {
  return (
    <Routes>
      <Route index element={<HomePage />} />
      <Route path="*" element={<ErrorPage statusCode={404} />} />
    </Routes>
  );
}
