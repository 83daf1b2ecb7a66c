import { badFields } from '../lib/app-error';

export const REJECT_REASON_MESSAGE = '请填写驳回原因';

/**
 * 驳回 tells the customer why (issue 23): a missing or blank reason is refused with '400'
 * naming the field, as the console's form refuses it.
 */
export function rejectReason(body: { reason?: string } | undefined): string {
  const reason = body?.reason?.trim();
  if (!reason) throw badFields({ reason: REJECT_REASON_MESSAGE });
  return reason;
}
