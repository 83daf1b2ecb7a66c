import { DEV_PORTS, defineApp } from '@dpu/mf-build';

export default defineApp({
  name: 'careers',
  kind: 'remote',
  devPort: DEV_PORTS.careers,
  routeManifest: './src/route-manifest.ts',
  exposes: {
    './Routes': './src/routes.tsx',
    // a section of the staff console (/staff), loaded only there
    './StaffApplications': './src/features/staff/staff-applications.tsx',
    // its content studio section: the collections it owns (data only; the console brings the editor)
    './StudioSection': './src/features/studio/studio-section.ts',
  },
  title: 'mfe-careers (standalone)',
});
