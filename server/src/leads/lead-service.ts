import type { ContactRequest, Paged, StaffLead, StaffLeadQuery } from '@dpu/contracts/schemas';
import { leadMail, queueStaffMail } from '../admin/notify-staff';
import { pageOf } from '../admin/paging';
import { dayRange } from '../admin/tracking-range';
import { notFound } from '../lib/app-error';
import type { UseCaseDeps } from '../use-case-deps';
import type { Lead, LeadFilter } from './leads-repository';

// Leads: a visitor's contact form (docs/api.md POST /contact) and the staff console's
// 'Leads' (list, CSV export, handled).

/** The most rows one CSV export holds (a narrower date range exports the rest). */
export const LEADS_EXPORT_LIMIT = 50_000;

/** Stores a lead (with the visitor's account when signed in) and tells sales. */
export async function submitLead(
  deps: UseCaseDeps,
  input: ContactRequest,
  userId: number | null,
): Promise<void> {
  const { interested, ...lead } = input;
  const stored = {
    name: lead.name.trim(),
    company: lead.company.trim(),
    phone: lead.phone.trim(),
    email: lead.email.trim(),
    message: lead.message.trim(),
    ...(interested ? { interested } : {}),
  };
  await deps.inTransaction(async (tx) => {
    await tx.repos.leads.insert(stored, userId);
    await queueStaffMail(tx, 'leads', leadMail(stored));
  });
}

function leadFilter(query: StaffLeadQuery): LeadFilter {
  return {
    ...(query.interested ? { interested: query.interested } : {}),
    ...dayRange(query.from, query.to),
    ...(query.handled ? { handled: query.handled === 'yes' } : {}),
    ...(query.sort ? { sort: query.sort } : {}),
  };
}

/** A lead as the staff API shows it: a lead that named no product says null. */
const staffLead = (lead: Lead): StaffLead => ({ ...lead, interested: lead.interested ?? null });

export async function leadsPage(
  deps: UseCaseDeps,
  query: StaffLeadQuery,
): Promise<Paged<StaffLead>> {
  const filter = leadFilter(query);
  const result = await pageOf(query, (window) => deps.repos.leads.page(filter, window));
  return { ...result, items: result.items.map(staffLead) };
}

/** The same filters as the list, every matching row (up to LEADS_EXPORT_LIMIT). */
export async function leadsForExport(deps: UseCaseDeps, query: StaffLeadQuery): Promise<Lead[]> {
  return deps.repos.leads.list(leadFilter(query), LEADS_EXPORT_LIMIT);
}

/** Staff mark a lead handled (or not again); the change and its audit row together. */
export async function setLeadHandled(
  deps: UseCaseDeps,
  id: number,
  handled: boolean,
  actorId: number,
): Promise<StaffLead> {
  return deps.inTransaction(async ({ repos }) => {
    const lead = await repos.leads.setHandled(id, handled, actorId);
    if (!lead) throw notFound('线索不存在');
    await repos.audit.record({
      actorId,
      action: 'lead_handled',
      target: `线索 #${id} · ${lead.company} · ${lead.email}`,
      detail: handled ? '标记为已处理' : '标记为未处理',
    });
    return staffLead(lead);
  });
}
