import { DEV_PORTS, defineApp } from '@dpu/mf-build';

export default defineApp({
  name: 'products',
  kind: 'remote',
  devPort: DEV_PORTS.products,
  routeManifest: './src/route-manifest.ts',
  exposes: { './Routes': './src/routes.tsx' },
  title: 'mfe-products (standalone)',
});
