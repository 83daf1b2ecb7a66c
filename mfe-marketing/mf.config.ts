import { DEV_PORTS, defineApp } from '@dpu/mf-build';

export default defineApp({
  name: 'marketing',
  kind: 'remote',
  devPort: DEV_PORTS.marketing,
  exposes: { './Routes': './src/routes.tsx' },
  title: 'mfe-marketing (standalone)',
});
