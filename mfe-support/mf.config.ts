import { DEV_PORTS, defineApp } from '@dpu/mf-build';

export default defineApp({
  name: 'support',
  kind: 'remote',
  devPort: DEV_PORTS.support,
  routeManifest: './src/route-manifest.ts',
  exposes: {
    './Routes': './src/routes.tsx',
    // docs/site.md §2 buy/certify dialog, loadable by any remote at run time:
    // loadRemote('support/BuyCertifyDialog') → { default: BuyCertifyDialog }
    './BuyCertifyDialog': './src/components/buy-certify-dialog/index.ts',
    // sections of the staff console (/staff), loaded only there
    './StaffCertifications': './src/features/staff/staff-certifications.tsx',
    './StaffGrants': './src/features/staff/staff-grants.tsx',
    // its content studio section: the collections it owns (data only; the console brings the editor)
    './StudioSection': './src/features/studio/studio-section.ts',
    './StaffMaterials': './src/features/staff/staff-materials.tsx',
  },
  title: 'mfe-support (standalone)',
});
