import { officesOf, type Office, type SiteFacts } from '@dpu/ui';

// Offices are site facts (content/site.yaml, owned by the shell): offices[]{city,name,address}.

/** The office in a city ('北京' matches '北京' and '北京市'). */
export function officeIn(facts: SiteFacts | undefined, city: string): Office | undefined {
  return officesOf(facts).find(
    (office) => office.city.includes(city) || city.includes(office.city),
  );
}
