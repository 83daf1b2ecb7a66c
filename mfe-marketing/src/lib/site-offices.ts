import type { SiteFacts } from '@dpu/ui';

// Offices are site facts (content/site.yaml, owned by the shell): offices[]{city,name,address}.

export interface Office {
  city: string;
  name: string;
  address: string;
}

function isOffice(value: unknown): value is Office {
  if (!value || typeof value !== 'object') return false;
  const office = value as Record<string, unknown>;
  return (
    typeof office.city === 'string' &&
    typeof office.name === 'string' &&
    typeof office.address === 'string'
  );
}

export function officesOf(facts: SiteFacts | undefined): Office[] {
  const offices = facts?.offices;
  return Array.isArray(offices) ? offices.filter(isOffice) : [];
}

/** The office in a city ('北京' matches '北京' and '北京市'). */
export function officeIn(facts: SiteFacts | undefined, city: string): Office | undefined {
  return officesOf(facts).find(
    (office) => office.city.includes(city) || city.includes(office.city),
  );
}
