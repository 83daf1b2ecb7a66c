import { useQuery } from '@tanstack/react-query';
import { Alert, Input, Spin } from 'antd';
import { useState } from 'react';
import type { StaffAccount } from '@dpu/contracts';
import { failureText, StaffSection, staffGet } from '@dpu/ui/staff';
import { InviteForm } from './invite-form';
import { StaffCard } from './staff-card';
import styles from './staff-accounts.module.css';

/**
 * 员工管理 (管理员 only, docs/api.md 'Staff accounts'): invite staff with their roles, see
 * every account with its roles and state, change roles, disable and enable. Cards rather than
 * a wide table, so it works on a phone as on a desk.
 */
export default function StaffAccountsSection() {
  const [q, setQ] = useState('');
  const list = useQuery({
    queryKey: ['staff', '/admin/staff', q],
    queryFn: () => staffGet<StaffAccount[]>('/admin/staff', q ? { q } : {}),
  });
  return (
    <StaffSection
      title="员工管理"
      extra={
        <Input.Search
          aria-label="搜索员工"
          placeholder="邮箱或姓名"
          allowClear
          onSearch={(value) => setQ(value.trim())}
          style={{ maxWidth: 220 }}
        />
      }
    >
      <InviteForm />
      {list.isPending ? (
        <Spin />
      ) : list.isError ? (
        <Alert type="error" showIcon message={`员工列表加载失败：${failureText(list.error)}`} />
      ) : list.data.length === 0 ? (
        <p>没有符合条件的员工账号。</p>
      ) : (
        <ul className={styles.list} aria-label="员工账号">
          {list.data.map((account) => (
            // a new key when the server's roles change, so the card's edit starts from them
            <StaffCard
              key={`${account.id}:${account.roles.join()}:${account.state}`}
              account={account}
            />
          ))}
        </ul>
      )}
    </StaffSection>
  );
}
