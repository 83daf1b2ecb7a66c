import type { CertificationStatus } from '@dpu/contracts';

/** Status names of a certification request (docs/site.md §3), for customers and staff alike. */
export const STATUS_TEXT: Record<CertificationStatus, string> = {
  pending: '待审核',
  approved: '已通过',
  rejected: '已驳回',
};
