import { DEV_PORTS, defineApp } from '@dpu/mf-build';

export default defineApp({
  name: 'marketing',
  kind: 'remote',
  devPort: DEV_PORTS.marketing,
  routeManifest: './src/route-manifest.ts',
  exposes: { './Routes': './src/routes.tsx' },
  title: 'mfe-marketing (standalone)',
});
