import { DEV_PORTS, defineApp } from '@dpu/mf-build';

export default defineApp({
  name: 'support',
  kind: 'remote',
  devPort: DEV_PORTS.support,
  exposes: { './Routes': './src/routes.tsx' },
  title: 'mfe-support (standalone)',
});
