import { renderStandalone } from '@dpu/ui';
import manifest from './route-manifest';
import ProductsRoutes from './routes';

renderStandalone(manifest, ProductsRoutes);
