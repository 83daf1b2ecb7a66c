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
  // the content studio (server/src/content/studio)
  'content_create',
  'content_save',
  'content_conflict',
  'content_publish',
  'content_schedule',
  'content_unschedule',
  'content_unpublish',
  'content_duplicate',
  'content_delete',
  'content_restore',
  'content_rollback',
  'content_import',
  'content_preview_revoke',
  // staff accounts (server/src/staff-roles)
  'staff_invite',
  'staff_roles',
  'staff_disable',
  'staff_enable',
  // support material releases (server/src/materials)
  'material_publish',
  'material_withdraw',
  'material_restore',
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
  content_create: '新建内容',
  content_save: '保存草稿',
  content_conflict: '保存冲突',
  content_publish: '发布内容',
  content_schedule: '定时发布',
  content_unschedule: '取消定时发布',
  content_unpublish: '下线内容',
  content_duplicate: '复制内容',
  content_delete: '删除内容',
  content_restore: '恢复内容',
  content_rollback: '回滚内容',
  content_import: '导入内容文件',
  content_preview_revoke: '撤销预览链接',
  staff_invite: '邀请员工',
  staff_roles: '更改员工角色',
  staff_disable: '停用员工账号',
  staff_enable: '启用员工账号',
  material_publish: '发布支持资料',
  material_withdraw: '撤回支持资料',
  material_restore: '恢复支持资料',
};

/** Sort orders the staff lists accept (`sort` query): by creation time. */
export const STAFF_SORTS = ['-createdAt', 'createdAt'] as const;
export type StaffSort = (typeof STAFF_SORTS)[number];
