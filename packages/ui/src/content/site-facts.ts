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

/** An office of the company (site facts' offices[]): the footer, contact and about pages list them. */
export interface Office {
  city: string;
  name: string;
  address: string;
  /** Anchor on /about/routeguide (#Beijing, #Wuhan), when the guide has one. */
  anchor?: string;
}

export const SITE_FACTS_PATH = '/site';

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/**
 * The offices of the site facts, read defensively (content is edited by hand): one without a
 * city or an address is left out, a missing name is the city's.
 */
export function officesOf(facts: SiteFacts | undefined): Office[] {
  const offices: unknown[] = Array.isArray(facts?.offices) ? facts.offices : [];
  return offices.flatMap((value) => {
    const office: Record<string, unknown> =
      typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
    const city = text(office.city);
    const address = text(office.address);
    if (!city || !address) return [];
    const anchor = text(office.anchor);
    return [{ city, name: text(office.name) || city, address, ...(anchor ? { anchor } : {}) }];
  });
}

export function useSiteFacts(): SiteFacts | undefined {
  const state = useContent<SiteFacts>(SITE_FACTS_PATH);
  return state.status === 'ready' ? state.data : undefined;
}
