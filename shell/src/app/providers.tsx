import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { SiteConfigProvider, type SiteConfig } from '../lib/site-config';

/** The data cache and the site's route table, the same on the server and in the browser. */
export function Providers({
  client,
  site,
  children,
}: {
  client: QueryClient;
  site: SiteConfig;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={client}>
      <SiteConfigProvider config={site}>{children}</SiteConfigProvider>
    </QueryClientProvider>
  );
}
