import { renderStandalone } from '@dpu/ui';
import MarketingRoutes from './routes';

renderStandalone({
  remote: 'mfe-marketing',
  links: [
    { to: '/', title: '首页' },
    { to: '/news/newsCenter', title: '新闻' },
    { to: '/solution/DPU', title: '方案' },
    { to: '/case/bareMetalServices', title: '案例' },
    { to: '/developers', title: '文档' },
    { to: '/about', title: '关于' },
    { to: '/contact?interested=conflux2200E', title: '咨询' },
    { to: '/search?q=DPU', title: '搜索' },
  ],
  Routes: MarketingRoutes,
});
