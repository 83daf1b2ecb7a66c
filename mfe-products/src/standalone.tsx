import { renderStandalone } from '@dpu/ui';
import ProductRoutes from './routes';

renderStandalone({
  remote: 'mfe-products',
  links: [{ to: '/product', title: '产品体系' }],
  Routes: ProductRoutes,
});
