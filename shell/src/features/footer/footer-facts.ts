import { officesOf, type Office, type SiteFacts } from '@dpu/ui';

// The footer's part of content/site.yaml (content/README.md), read defensively: a missing
// field hides its line instead of breaking the footer.

export interface FooterFacts {
  companyName: string;
  phone: string;
  emails: { business: string; recruiting: string; media: string };
  offices: Office[];
  filings: { icp: string; icpUrl?: string; police: string; policeUrl?: string };
  logoPackage: string;
  qrCode: string;
  copyrightHolder: string;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

function optional(value: unknown): string | undefined {
  return typeof value === 'string' && value ? value : undefined;
}

export function readFooterFacts(facts: SiteFacts): FooterFacts {
  const emails = record(facts.emails);
  const filings = record(facts.filings);
  return {
    companyName: text(facts.companyName),
    phone: text(facts.phone),
    emails: {
      business: text(emails.business),
      recruiting: text(emails.recruiting),
      media: text(emails.media),
    },
    offices: officesOf(facts),
    filings: {
      icp: text(filings.icp),
      icpUrl: optional(filings.icpUrl),
      police: text(filings.police),
      policeUrl: optional(filings.policeUrl),
    },
    logoPackage: text(facts.logoPackage),
    qrCode: text(facts.qrCode),
    copyrightHolder: text(facts.copyrightHolder) || text(facts.companyName),
  };
}
