// Request and response shapes of ../shared/spec/api.md. The server validates against
// JSON schemas derived from the same fields; the front end types its calls with these.

/** Every JSON answer (api.md, Envelope). */
export interface ApiEnvelope<T = unknown> {
  code: string;
  msg?: string;
  data?: T;
}

export interface LoginStatusData {
  userName: string;
  userType: string;
}

export interface AuthSessionData extends LoginStatusData {
  token: string;
}

export interface RegisterRequest {
  userName: string;
  email: string;
  password: string;
  phone?: string;
  company?: string;
}

export interface LoginRequest {
  account: string;
  password: string;
}

export interface ForgetCodeRequest {
  email: string;
}

export interface ForgetResetRequest {
  email: string;
  code: string;
  password: string;
}

export interface ProductSummary {
  series: string;
  proId: string;
  key: string;
  name: string;
}

/** spec §3 Selected product. */
export interface SelectedProduct {
  series: string;
  proId: string;
}

export type CertificationStatus = 'pending' | 'approved' | 'rejected';

export interface CertificationRequest extends SelectedProduct {
  serialNumber: string;
  company: string;
  contactName: string;
  phone: string;
  orderNumber?: string;
  remark?: string;
}

export const MATERIAL_TYPES = [
  'drivers',
  'documents',
  'announcements',
  'solutions',
  'videos',
  'agreements',
] as const;
export type MaterialType = (typeof MATERIAL_TYPES)[number];

export interface ContactRequest {
  name: string;
  company: string;
  phone: string;
  email: string;
  message: string;
  interested?: string;
}

/** spec §3 Behaviour-tracking record, sent as multipart form fields. */
export interface TrackingRecord {
  pathName: string;
  browsePageName: string;
  browser: string;
  version: string;
  osName: string;
  osVersion: string;
}

export const TRACKING_FIELDS = [
  'pathName',
  'browsePageName',
  'browser',
  'version',
  'osName',
  'osVersion',
] as const satisfies readonly (keyof TrackingRecord)[];

/** spec §7: the content query body (Nuxt Content v1), see content-api.md. */
export interface ContentQuery {
  deep?: boolean;
  text?: boolean;
  only?: string | string[];
  without?: string | string[];
  sortBy?: Array<Record<string, 'asc' | 'desc'>> | Record<string, 'asc' | 'desc'>;
  where?: Record<string, unknown>;
  search?: string | { query: string; value?: string };
  surround?: { slugOrPath: string; options?: { before?: number; after?: number } };
  limit?: number;
  skip?: number;
}

export interface HealthData {
  db: 'up' | 'down';
  contentDocs: number;
}
