import { useContent } from './use-content';

// Site facts (docs/decisions.md): content/site.yaml, the one place for the company name,
// contacts, offices, filing numbers and store links.
export interface SiteFacts {
  companyName: string;
  description?: string;
  phone: string;
  emails: { business: string; recruiting: string; media: string };
  storeUrl: string;
  [key: string]: unknown;
}

export const SITE_FACTS_PATH = '/site';

export function useSiteFacts(): SiteFacts | undefined {
  const state = useContent<SiteFacts>(SITE_FACTS_PATH);
  return state.status === 'ready' ? state.data : undefined;
}
