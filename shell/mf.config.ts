import { DEV_PORTS, defineApp } from '@dpu/mf-build';

export default defineApp({
  name: 'shell',
  kind: 'host',
  devPort: DEV_PORTS.shell,
  routeManifest: './src/route-manifest.ts',
  title: '',
  // compiled on its own into dist/sw.js, outside the federation runtime (see sw/sw.ts)
  serviceWorker: './src/sw/sw.ts',
  serverEntry: './src/server/index.ts',
});
