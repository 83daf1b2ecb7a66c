import { DEV_PORTS, defineApp } from '@dpu/mf-build';

export default defineApp({
  name: 'shell',
  kind: 'host',
  devPort: DEV_PORTS.shell,
  title: '',
});
