import { renderStandalone } from '@dpu/ui';
import manifest from './route-manifest';
import CareersRoutes from './routes';

renderStandalone(manifest, CareersRoutes);
