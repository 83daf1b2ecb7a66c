import { renderStandalone } from '@dpu/ui';
import MarketingRoutes from './routes';

renderStandalone({
  remote: 'mfe-marketing',
  links: [{ to: '/', title: '首页' }],
  Routes: MarketingRoutes,
});
