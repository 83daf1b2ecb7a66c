import { DEV_PORTS, defineApp } from '@dpu/mf-build';

export default defineApp({
  name: 'products',
  kind: 'remote',
  devPort: DEV_PORTS.products,
  routeManifest: './src/route-manifest.ts',
  exposes: {
    './Routes': './src/routes.tsx',
    // its content studio section in /staff: the collections it owns (data only)
    './StudioSection': './src/features/studio/studio-section.ts',
  },
  title: 'mfe-products (standalone)',
});
