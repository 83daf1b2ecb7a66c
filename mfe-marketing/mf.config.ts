import { DEV_PORTS, defineApp } from '@dpu/mf-build';

export default defineApp({
  name: 'marketing',
  kind: 'remote',
  devPort: DEV_PORTS.marketing,
  routeManifest: './src/route-manifest.ts',
  exposes: {
    './Routes': './src/routes.tsx',
    // a section of the staff console (/staff), loaded only there
    './StaffLeads': './src/features/staff/staff-leads.tsx',
  },
  title: 'mfe-marketing (standalone)',
});
