import { renderStandalone } from '@dpu/ui';
import CareerRoutes from './routes';

renderStandalone({
  remote: 'mfe-careers',
  links: [
    { to: '/about/joinus', title: '加入我们' },
    { to: '/joinus/social', title: '社会招聘' },
    { to: '/joinus/social/jobnav', title: '职位导航' },
    { to: '/about/joinusSchool', title: '校园招聘' },
    { to: '/joinus/school', title: '校招职位' },
  ],
  Routes: CareerRoutes,
});
