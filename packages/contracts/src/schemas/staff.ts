import { Type, type Static } from 'typebox';
import { CERTIFICATION_STATUSES } from '../certification';
import { FIELD_LIMITS } from '../limits';
import { PRODUCTS } from '../products';
import {
  APPLICATION_STATUSES,
  AUDIT_ACTIONS,
  STAFF_SORTS,
  type ApplicationStatus,
  type AuditAction,
} from '../staff';
import { CertificationItem } from './certification';
import { ContactRequest } from './contact';
import { JobApplicationFields } from './jobs';
import { PageQuery } from './envelope';
import { Email, literals, Nullable, ProId, StringOf, Text } from './fields';

// The staff console's API (docs/api.md 'Staff').

const Sort = Type.Optional(literals(STAFF_SORTS));
const DATE = '^[0-9]{4}-[0-9]{2}-[0-9]{2}$';
/** YYYY-MM-DD, inclusive. */
const Day = Type.Optional(Type.String({ pattern: DATE, maxLength: 10 }));

export const IdParams = Type.Object({
  id: Type.String({ minLength: 1, maxLength: 12, pattern: '^[0-9]+$' }),
});

// --- certifications

export const StaffCertificationQuery = Type.Object({
  ...PageQuery.properties,
  status: Type.Optional(literals(CERTIFICATION_STATUSES)),
  proId: Type.Optional(ProId),
  /** Part of the company or of the customer's e-mail. */
  q: Type.Optional(Type.String({ maxLength: 100 })),
  sort: Sort,
});
export type StaffCertificationQuery = Static<typeof StaffCertificationQuery>;

export const StaffCertification = Type.Object({
  ...CertificationItem.properties,
  userId: Type.Integer(),
  email: Type.String(),
  userName: Type.String(),
});
export type StaffCertification = Static<typeof StaffCertification>;

/** 驳回 needs a reason (the customer reads it): the route refuses a missing or blank one, naming the field. */
export const RejectBody = Type.Object({
  reason: Type.Optional(Type.String({ maxLength: FIELD_LIMITS.reason })),
});

// --- grants and customers

export const GrantBody = Type.Object({ email: Email, proId: ProId });

export const StaffCustomerQuery = Type.Object({
  ...PageQuery.properties,
  q: Type.String({ minLength: 2, maxLength: 100 }),
});
export type StaffCustomerQuery = Static<typeof StaffCustomerQuery>;

export const StaffGrant = Type.Object({
  proId: Type.String(),
  productName: Type.String(),
  source: StringOf<'purchase' | 'certification'>(),
  createdAt: Type.String(),
});
export type StaffGrant = Static<typeof StaffGrant>;

/** A customer found by e-mail or company, with the products they hold. */
export const StaffCustomer = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  userName: Type.String(),
  company: Nullable(Type.String()),
  userType: Type.String(),
  grants: Type.Array(StaffGrant),
});
export type StaffCustomer = Static<typeof StaffCustomer>;

// --- leads

export const StaffLeadQuery = Type.Object({
  ...PageQuery.properties,
  /** A product key; '-' for leads that named no product. */
  interested: Type.Optional(literals([...PRODUCTS.map((product) => product.key), '-'])),
  from: Day,
  to: Day,
  handled: Type.Optional(literals(['yes', 'no'] as const)),
  sort: Sort,
});
export type StaffLeadQuery = Static<typeof StaffLeadQuery>;

export const StaffLead = Type.Object({
  id: Type.Integer(),
  ...Type.Omit(ContactRequest, ['interested']).properties,
  interested: Nullable(Type.String()),
  createdAt: Type.String(),
  handledAt: Nullable(Type.String()),
});
export type StaffLead = Static<typeof StaffLead>;

export const HandledBody = Type.Object({ handled: Type.Boolean() });

// --- job applications

export const StaffApplicationQuery = Type.Object({
  ...PageQuery.properties,
  jobId: Type.Optional(Text(FIELD_LIMITS.jobId)),
  status: Type.Optional(literals(APPLICATION_STATUSES)),
  sort: Sort,
});
export type StaffApplicationQuery = Static<typeof StaffApplicationQuery>;

export const StaffApplication = Type.Object({
  id: Type.Integer(),
  ...JobApplicationFields.properties,
  resumeName: Type.String(),
  resumeType: Type.String(),
  resumeSize: Type.Integer(),
  status: StringOf<ApplicationStatus>(),
  createdAt: Type.String(),
});
export type StaffApplication = Static<typeof StaffApplication>;

export const ApplicationStatusBody = Type.Object({ status: literals(APPLICATION_STATUSES) });

/** One job with the applications it received (GET /admin/applications/jobs). */
export const StaffJobSummary = Type.Object({
  jobId: Type.String(),
  /** The job's title from content/jobs, or the jobId when the job is gone. */
  title: Type.String(),
  total: Type.Integer(),
  fresh: Type.Integer(),
});
export type StaffJobSummary = Static<typeof StaffJobSummary>;

// --- audit log and traffic

export const AuditQuery = Type.Object({
  ...PageQuery.properties,
  action: Type.Optional(literals(AUDIT_ACTIONS)),
  sort: Sort,
});
export type AuditQuery = Static<typeof AuditQuery>;

export const AuditEntry = Type.Object({
  id: Type.Integer(),
  actorEmail: Nullable(Type.String()),
  action: StringOf<AuditAction>(),
  target: Type.String(),
  detail: Type.String(),
  createdAt: Type.String(),
});
export type AuditEntry = Static<typeof AuditEntry>;

export const TrackingSummaryQuery = Type.Object({ from: Day, to: Day });
export type TrackingSummaryQuery = Static<typeof TrackingSummaryQuery>;

export const CountItem = Type.Object({ key: Type.String(), count: Type.Integer() });
export type CountItem = Static<typeof CountItem>;

/** GET /admin/tracking/summary: page views by day, route, browser and OS. */
export const TrackingSummary = Type.Object({
  from: Type.String(),
  to: Type.String(),
  total: Type.Integer(),
  byDay: Type.Array(CountItem),
  byRoute: Type.Array(CountItem),
  byBrowser: Type.Array(CountItem),
  byOs: Type.Array(CountItem),
});
export type TrackingSummary = Static<typeof TrackingSummary>;
