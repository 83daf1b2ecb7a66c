import { DEV_PORTS, defineApp } from '@dpu/mf-build';

export default defineApp({
  name: 'products',
  kind: 'remote',
  devPort: DEV_PORTS.products,
  exposes: { './Routes': './src/routes.tsx' },
  title: 'mfe-products (standalone)',
});
