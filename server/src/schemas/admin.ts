import { Type, type Static } from 'typebox';
import { Email, ProId } from './envelope';

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
export const SummaryQuery = Type.Object({
  from: Type.Optional(Type.String({ pattern: DATE, maxLength: 10 })),
  to: Type.Optional(Type.String({ pattern: DATE, maxLength: 10 })),
});
export type SummaryQuery = Static<typeof SummaryQuery>;

export const LeadItem = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  company: Type.String(),
  phone: Type.String(),
  email: Type.String(),
  message: Type.String(),
  interested: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String(),
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
