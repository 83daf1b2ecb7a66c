import type {
  AuditEntry,
  AuditQuery,
  Paged,
  TrackingSummary,
  TrackingSummaryQuery,
} from '@dpu/contracts/schemas';
import type { UseCaseDeps } from '../use-case-deps';
import { pageOf } from './paging';
import { trackingRange } from './tracking-range';

// The staff console's read-only reports (docs/api.md 'Staff'): the audit log and traffic.

export async function auditPage(
  { repos }: UseCaseDeps,
  query: AuditQuery,
): Promise<Paged<AuditEntry>> {
  const { action, sort } = query;
  const filter = { ...(action ? { action } : {}), ...(sort ? { sort } : {}) };
  return pageOf(query, (window) => repos.audit.page(filter, window));
}

export async function trackingSummary(
  { repos }: UseCaseDeps,
  query: TrackingSummaryQuery,
): Promise<TrackingSummary> {
  const range = trackingRange(query.from, query.to);
  const summary = await repos.tracking.summary(range.from, range.toExclusive);
  return { from: range.from, to: range.to, ...summary };
}
