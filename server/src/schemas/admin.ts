import {
  APPLICATION_STATUSES,
  AUDIT_ACTIONS,
  PRODUCTS,
  STAFF_SORTS,
  type ApplicationStatus,
  type AuditAction,
  type StaffSort,
} from '@dpu/contracts';
import { Type, type Static } from 'typebox';
import { Email, PageQuery, ProId, Text } from './envelope';

const literals = <T extends string>(values: readonly T[]) =>
  Type.Union(values.map((value) => Type.Literal(value)));

const Sort = Type.Optional(Type.Unsafe<StaffSort>(literals(STAFF_SORTS)));
const CertificationStatusField = Type.Union([
  Type.Literal('pending'),
  Type.Literal('approved'),
  Type.Literal('rejected'),
]);
const ApplicationStatusField = Type.Unsafe<ApplicationStatus>(literals(APPLICATION_STATUSES));

export const StatusQuery = Type.Object({
  status: Type.Optional(
    Type.Union([Type.Literal('pending'), Type.Literal('approved'), Type.Literal('rejected')]),
  ),
});
export type StatusQuery = Static<typeof StatusQuery>;

export const IdParams = Type.Object({
  id: Type.String({ minLength: 1, maxLength: 12, pattern: '^[0-9]+$' }),
});
export type IdParams = Static<typeof IdParams>;

export const RejectBody = Type.Object({ reason: Type.Optional(Type.String({ maxLength: 500 })) });

export const GrantBody = Type.Object({ email: Email, proId: ProId });
export type GrantBody = Static<typeof GrantBody>;

const DATE = '^[0-9]{4}-[0-9]{2}-[0-9]{2}$';
const Day = Type.Optional(Type.String({ pattern: DATE, maxLength: 10 }));
export const SummaryQuery = Type.Object({ from: Day, to: Day });
export type SummaryQuery = Static<typeof SummaryQuery>;

export const CertificationQuery = Type.Object({
  ...PageQuery.properties,
  status: Type.Optional(CertificationStatusField),
  proId: Type.Optional(ProId),
  q: Type.Optional(Type.String({ maxLength: 100 })),
  sort: Sort,
});

export const LeadQuery = Type.Object({
  ...PageQuery.properties,
  // a product key, or '-' for leads that named no product
  interested: Type.Optional(
    Type.Union([...PRODUCTS.map((product) => Type.Literal(product.key)), Type.Literal('-')]),
  ),
  from: Day,
  to: Day,
  handled: Type.Optional(Type.Union([Type.Literal('yes'), Type.Literal('no')])),
  sort: Sort,
});
export type LeadQuery = Static<typeof LeadQuery>;

export const HandledBody = Type.Object({ handled: Type.Boolean() });

export const ApplicationQuery = Type.Object({
  ...PageQuery.properties,
  jobId: Type.Optional(Text(100)),
  status: Type.Optional(ApplicationStatusField),
  sort: Sort,
});

export const ApplicationStatusBody = Type.Object({ status: ApplicationStatusField });

export const CustomerQuery = Type.Object({
  ...PageQuery.properties,
  q: Type.String({ minLength: 2, maxLength: 100 }),
});

export const AuditQuery = Type.Object({
  ...PageQuery.properties,
  action: Type.Optional(Type.Unsafe<AuditAction>(literals(AUDIT_ACTIONS))),
  sort: Sort,
});

export const LeadItem = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  company: Type.String(),
  phone: Type.String(),
  email: Type.String(),
  message: Type.String(),
  interested: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String(),
  handledAt: Type.Union([Type.String(), Type.Null()]),
});

export const ApplicationItem = Type.Object({
  id: Type.Integer(),
  jobId: Type.String(),
  name: Type.String(),
  phone: Type.String(),
  email: Type.String(),
  resumeName: Type.String(),
  resumeType: Type.String(),
  resumeSize: Type.Integer(),
  status: Type.String(),
  createdAt: Type.String(),
});

export const JobSummary = Type.Object({
  jobId: Type.String(),
  title: Type.String(),
  total: Type.Integer(),
  fresh: Type.Integer(),
});

export const CustomerItem = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  userName: Type.String(),
  company: Type.Union([Type.String(), Type.Null()]),
  userType: Type.String(),
  grants: Type.Array(
    Type.Object({
      proId: Type.String(),
      productName: Type.String(),
      source: Type.String(),
      createdAt: Type.String(),
    }),
  ),
});

export const AuditItem = Type.Object({
  id: Type.Integer(),
  actorEmail: Type.Union([Type.String(), Type.Null()]),
  action: Type.String(),
  target: Type.String(),
  detail: Type.String(),
  createdAt: Type.String(),
});

const Counts = Type.Array(Type.Object({ key: Type.String(), count: Type.Integer() }));
export const TrackingSummary = Type.Object({
  from: Type.String(),
  to: Type.String(),
  total: Type.Integer(),
  byDay: Counts,
  byRoute: Counts,
  byBrowser: Counts,
  byOs: Counts,
});
