import { renderStandalone } from '@dpu/ui';
import manifest from './route-manifest';
import MarketingRoutes from './routes';

renderStandalone(manifest, MarketingRoutes);
