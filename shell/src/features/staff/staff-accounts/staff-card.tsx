import { Button, Checkbox, Tag } from 'antd';
import { useState } from 'react';
import {
  STAFF_ROLE_LABELS,
  STAFF_STATE_LABELS,
  type StaffAccount,
  type StaffRole,
} from '@dpu/contracts';
import { formatTime, staffPost, staffPut, useConfirm, useStaffAction } from '@dpu/ui/staff';
import { ROLE_OPTIONS } from './invite-form';
import styles from './staff-accounts.module.css';

const STATE_COLORS = { invited: 'gold', active: 'green', disabled: 'default' } as const;

const sameRoles = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((role) => b.includes(role));

/** One staff account: its roles (changed in place), state, and 停用 / 启用. */
export function StaffCard({ account }: { account: StaffAccount }) {
  const [roles, setRoles] = useState<StaffRole[]>(account.roles);
  const run = useStaffAction();
  const confirm = useConfirm();
  const url = `/admin/staff/${account.id}`;
  const changed = !sameRoles(roles, account.roles);
  const who = `${account.userName}（${account.email}）`;

  const saveRoles = () =>
    void run(
      '更改角色',
      () => staffPut(`${url}/roles`, { roles }),
      `${account.userName} 的角色已更新`,
    );
  const toggle = async () => {
    const disable = account.state !== 'disabled';
    const text = disable
      ? `${who} 将立即退出登录，且不能再登录，直到重新启用。`
      : `${who} 可以再次登录，并按其角色使用工作台。`;
    if (!(await confirm(disable ? '停用该账号？' : '启用该账号？', text))) return;
    await run(disable ? '停用账号' : '启用账号', () =>
      staffPut(`${url}/disabled`, { disabled: disable }),
    );
  };

  return (
    <li className={styles.card} aria-label={who}>
      <div className={styles.head}>
        <h3 className={styles.name}>{account.userName}</h3>
        <Tag color={STATE_COLORS[account.state]}>{STAFF_STATE_LABELS[account.state]}</Tag>
      </div>
      <span className={styles.email}>{account.email}</span>
      <span>
        当前角色：{account.roles.map((role) => STAFF_ROLE_LABELS[role]).join('、')}
        {account.invitedAt ? ` · 邀请于 ${formatTime(account.invitedAt)}` : ''}
      </span>
      <Checkbox.Group<StaffRole>
        aria-label={`${account.userName} 的角色`}
        options={ROLE_OPTIONS.map((option) => ({
          ...option,
          label: STAFF_ROLE_LABELS[option.value],
        }))}
        value={roles}
        onChange={setRoles}
      />
      <div className={styles.actions}>
        <Button type="primary" disabled={!changed || roles.length === 0} onClick={saveRoles}>
          保存角色
        </Button>
        {changed && <Button onClick={() => setRoles(account.roles)}>还原</Button>}
        <Button danger={account.state !== 'disabled'} onClick={() => void toggle()}>
          {account.state === 'disabled' ? '启用' : '停用'}
        </Button>
        {account.state === 'invited' && (
          <Button
            onClick={() =>
              void run(
                '重新发送邀请',
                () => staffPost(`${url}/invite`),
                `已重新发送邀请给 ${account.email}`,
              )
            }
          >
            重新发送邀请
          </Button>
        )}
      </div>
    </li>
  );
}
