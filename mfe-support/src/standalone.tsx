import { renderStandalone } from '@dpu/ui';
import SupportRoutes from './routes';

renderStandalone({
  remote: 'mfe-support',
  links: [{ to: '/productStack', title: '客户支持' }],
  Routes: SupportRoutes,
});
