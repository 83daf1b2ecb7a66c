import { QueryLayerProvider, type QueryLayer } from '@dpu/api-client';
import type { ReactNode } from 'react';
import { SiteConfigProvider, type SiteConfig } from '../lib/site-config';

/** The data cache and the site's route table, the same on the server and in the browser. */
export function Providers({
  queries,
  site,
  children,
}: {
  queries: QueryLayer;
  site: SiteConfig;
  children: ReactNode;
}) {
  return (
    <QueryLayerProvider layer={queries}>
      <SiteConfigProvider config={site}>{children}</SiteConfigProvider>
    </QueryLayerProvider>
  );
}
