import { renderStandalone } from '@dpu/ui';
import manifest from './route-manifest';
import SupportRoutes from './routes';

renderStandalone(manifest, SupportRoutes);
