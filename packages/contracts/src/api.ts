// Request and response shapes of `docs/api.md`. The server validates against
// JSON schemas derived from the same fields; the front end types its calls with these.

/** Every JSON answer (docs/api.md, Envelope). */
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

/** docs/site.md §3 Selected product. */
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

/** docs/site.md §3 Behaviour-tracking record, sent as multipart form fields. */
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

/** docs/site.md §7: the content query body (Nuxt Content v1), see docs/content-query.md. */
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

/** docs/api.md POST /certification answer. */
export interface CertificationCreated {
  id: number;
  status: 'pending';
}

/** docs/api.md GET /certification/mine: one of the caller's requests. */
export interface CertificationItem {
  id: number;
  proId: string;
  series: string;
  productName: string;
  serialNumber: string;
  company: string;
  contactName: string;
  phone: string;
  orderNumber: string | null;
  remark: string | null;
  status: CertificationStatus;
  /** Staff's reason when rejected. */
  reason: string | null;
  /** ISO-8601 */
  createdAt: string;
  decidedAt: string | null;
}

/**
 * docs/api.md GET /customer/materials: one entry. Drivers and documents carry a fileId
 * (download at `/api/file/download/{fileId}`); others may carry a site route in url.
 */
export interface CustomerMaterial {
  id: number;
  type: MaterialType;
  title: string;
  summary: string;
  version: string | null;
  /** YYYY-MM-DD */
  date: string;
  fileId: number | null;
  fileName: string | null;
  size: number | null;
  sha256: string | null;
  url: string | null;
}

/** docs/api.md POST /jobs/apply answer. */
export interface JobApplicationCreated {
  id: number;
}

/** Staff lists (docs/api.md 'Staff'): newest first, paged. */
export interface Paged<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export interface StaffCertificationItem extends CertificationItem {
  userId: number;
  email: string;
  userName: string;
}

export interface LeadItem extends ContactRequest {
  id: number;
  createdAt: string;
}

export interface ApplicationItem {
  id: number;
  jobId: string;
  name: string;
  phone: string;
  email: string;
  resumeName: string;
  resumeType: string;
  resumeSize: number;
  createdAt: string;
}

export interface CountItem {
  key: string;
  count: number;
}

/** docs/api.md GET /admin/tracking/summary. */
export interface TrackingSummary {
  from: string;
  to: string;
  total: number;
  byDay: CountItem[];
  byRoute: CountItem[];
  byBrowser: CountItem[];
  byOs: CountItem[];
}
