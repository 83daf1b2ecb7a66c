import { STAFF_ROLE_LABELS, type StaffRole } from '@dpu/contracts';
import type { MailMessage } from '../mail/mailer';

/**
 * The invitation (docs/api.md POST /admin/staff): no password and no code travel in it — the
 * invitee sets a password through 找回密码 (the password-reset path: a code to this address),
 * then signs in and finds 管理后台 in the user menu.
 */
export function inviteMail(input: {
  to: string;
  userName: string;
  roles: readonly StaffRole[];
  invitedBy: string;
  siteUrl: string;
}): MailMessage {
  const roles = input.roles.map((role) => STAFF_ROLE_LABELS[role]).join('、');
  return {
    to: input.to,
    subject: '【DPU 官网】员工账号邀请',
    text: [
      `${input.userName}，您好：`,
      '',
      `${input.invitedBy} 邀请您使用 DPU 官网管理后台，您的角色：${roles}。`,
      `请打开 ${input.siteUrl}/forget ，输入本邮箱 ${input.to} 获取验证码并设置登录密码；`,
      `之后在 ${input.siteUrl}/login 登录，从右上角的用户菜单进入“管理后台”（${input.siteUrl}/staff）。`,
      '如您并不认识邀请人，请忽略本邮件。',
    ].join('\n'),
  };
}
