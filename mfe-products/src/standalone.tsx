import { renderStandalone } from '@dpu/ui';
import ProductRoutes from './routes';

renderStandalone({
  remote: 'mfe-products',
  links: [
    { to: '/product', title: '产品体系' },
    { to: '/product/conflux2200E', title: 'CONFLUX-2200E' },
    { to: '/product/conflux2200P', title: 'CONFLUX-2200P' },
    { to: '/dpu', title: 'DPU芯片' },
  ],
  Routes: ProductRoutes,
});
