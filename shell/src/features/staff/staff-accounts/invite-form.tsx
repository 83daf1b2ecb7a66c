import { Button, Checkbox, Form, Input } from 'antd';
import { useState } from 'react';
import {
  isValidEmail,
  isValidUserName,
  STAFF_ROLE_LABELS,
  STAFF_ROLE_SCOPES,
  STAFF_ROLES,
  type StaffAccount,
  type StaffInviteBody,
  type StaffRole,
} from '@dpu/contracts';
import { staffPost, useStaffAction } from '@dpu/ui/staff';
import styles from './staff-accounts.module.css';

export const ROLE_OPTIONS = STAFF_ROLES.map((role: StaffRole) => ({
  value: role,
  label: `${STAFF_ROLE_LABELS[role]}（${STAFF_ROLE_SCOPES[role]}）`,
}));

const check = (test: (value: string) => boolean, message: string) => ({
  validator: (_rule: unknown, value: string | undefined) =>
    !value || test(value.trim()) ? Promise.resolve() : Promise.reject(new Error(message)),
});

/**
 * 邀请员工: e-mail, name and roles. The server mails the invitation (set a password through
 * 找回密码); the form clears only when the invitation went out, so nothing typed is lost.
 */
export function InviteForm() {
  const [form] = Form.useForm<StaffInviteBody>();
  const [sending, setSending] = useState(false);
  const run = useStaffAction();
  const invite = async (values: StaffInviteBody) => {
    setSending(true);
    const body = { ...values, email: values.email.trim(), userName: values.userName.trim() };
    const sent = await run(
      '邀请员工',
      () => staffPost<StaffAccount>('/admin/staff', body),
      `已邀请 ${body.email}，对方将收到设置密码的邮件`,
    );
    setSending(false);
    if (sent) form.resetFields();
  };
  return (
    <Form<StaffInviteBody>
      form={form}
      layout="vertical"
      className={styles.invite}
      aria-label="邀请员工"
      onFinish={(values) => void invite(values)}
      initialValues={{ roles: [] }}
    >
      <h3 className={styles.inviteTitle}>邀请员工</h3>
      <Form.Item
        label="邮箱"
        name="email"
        rules={[{ required: true, message: '请输入邮箱' }, check(isValidEmail, '请输入有效的邮箱')]}
      >
        <Input type="email" autoComplete="off" />
      </Form.Item>
      <Form.Item
        label="姓名"
        name="userName"
        rules={[
          { required: true, message: '请输入姓名' },
          check(isValidUserName, '姓名需为 2–32 个字符'),
        ]}
      >
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item
        label="角色"
        name="roles"
        className={styles.inviteRoles}
        rules={[{ required: true, type: 'array', min: 1, message: '请至少选择一个角色' }]}
      >
        <Checkbox.Group options={ROLE_OPTIONS} />
      </Form.Item>
      <Form.Item className={styles.inviteSubmit}>
        <Button type="primary" htmlType="submit" loading={sending}>
          发送邀请
        </Button>
      </Form.Item>
    </Form>
  );
}
