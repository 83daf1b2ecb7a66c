import { renderStandalone } from '@dpu/ui';
import CareerRoutes from './routes';

renderStandalone({
  remote: 'mfe-careers',
  links: [{ to: '/joinus/social', title: '社会招聘' }],
  Routes: CareerRoutes,
});
