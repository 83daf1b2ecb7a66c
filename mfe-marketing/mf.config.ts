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
    // its content studio section: the collections it owns (data only; the console brings the editor)
    './StudioSection': './src/features/studio/studio-section.ts',
  },
  title: 'mfe-marketing (standalone)',
});
