// The staff console (/staff) and its API (docs/api.md 'Staff').

/** The userType of staff accounts: the only users the console and the staff API serve. */
export const STAFF_USER_TYPE = 'admin';

/** Statuses of a job application, in the order staff move through them. */
export const APPLICATION_STATUSES = ['new', 'contacted', 'rejected', 'hired'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const APPLICATION_STATUS_LABELS: Readonly<Record<ApplicationStatus, string>> = {
  new: '新投递',
  contacted: '已联系',
  rejected: '不合适',
  hired: '已录用',
};

/** What the audit log records. */
export const AUDIT_ACTIONS = [
  'approve',
  'reject',
  'grant',
  'revoke',
  'resume_download',
  'application_status',
  'lead_handled',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_ACTION_LABELS: Readonly<Record<AuditAction, string>> = {
  approve: '通过认证',
  reject: '驳回认证',
  grant: '添加产品权限',
  revoke: '撤销产品权限',
  resume_download: '下载简历',
  application_status: '更改申请状态',
  lead_handled: '处理线索',
};

/** Sort orders the staff lists accept (`sort` query): by creation time. */
export const STAFF_SORTS = ['-createdAt', 'createdAt'] as const;
export type StaffSort = (typeof STAFF_SORTS)[number];
