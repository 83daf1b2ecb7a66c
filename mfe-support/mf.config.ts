import { DEV_PORTS, defineApp } from '@dpu/mf-build';

export default defineApp({
  name: 'support',
  kind: 'remote',
  devPort: DEV_PORTS.support,
  routeManifest: './src/route-manifest.ts',
  exposes: {
    './Routes': './src/routes.tsx',
    // spec §2 buy/certify dialog, loadable by any remote at run time:
    // loadRemote('support/BuyCertifyDialog') → { default: BuyCertifyDialog }
    './BuyCertifyDialog': './src/features/buy-certify-dialog/index.ts',
  },
  title: 'mfe-support (standalone)',
});
