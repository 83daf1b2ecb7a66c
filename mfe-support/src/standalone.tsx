import { renderStandalone } from '@dpu/ui';
import SupportRoutes from './routes';

renderStandalone({
  remote: 'mfe-support',
  links: [
    { to: '/productStack', title: '客户支持' },
    { to: '/productStack/customerVerify', title: '产品认证' },
  ],
  Routes: SupportRoutes,
});
