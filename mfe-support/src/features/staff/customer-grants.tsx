import { Button, Select, Space, Tag } from 'antd';
import { useState } from 'react';
import { PRODUCTS, type StaffCustomer } from '@dpu/contracts';
import { staffDelete, staffPost, useConfirm, useStaffAction } from '@dpu/ui/staff';

const SOURCE_TEXT = { purchase: '购买', certification: '认证' } as const;

/** The products one customer holds: revoke one, or add one (a purchase recorded by staff). */
export function CustomerGrants({ customer }: { customer: StaffCustomer }) {
  const run = useStaffAction();
  const confirm = useConfirm();
  const [adding, setAdding] = useState<string | undefined>();
  const held = new Set(customer.grants.map((grant) => grant.proId));

  const revoke = async (proId: string, productName: string) => {
    const ok = await confirm(
      '确认撤销该产品权限？',
      `${customer.email} 将不能再获取 ${productName} 的驱动与资料。`,
      '撤销',
    );
    if (!ok) return;
    await run('撤销权限', () => staffDelete('/admin/grants', { email: customer.email, proId }));
  };

  const add = async () => {
    if (!adding) return;
    const done = await run('添加权限', () =>
      staffPost('/admin/grants', { email: customer.email, proId: adding }),
    );
    if (done) setAdding(undefined);
  };

  return (
    <Space direction="vertical" size="small">
      <Space wrap size={[4, 4]}>
        {customer.grants.length === 0 ? <span>尚无产品权限</span> : null}
        {customer.grants.map((grant) => (
          <Tag
            key={grant.proId}
            color={grant.source === 'purchase' ? 'blue' : 'green'}
            closable
            closeIcon={<span aria-label={`撤销 ${grant.productName}`}>×</span>}
            onClose={(event) => {
              event.preventDefault();
              void revoke(grant.proId, grant.productName);
            }}
          >
            {grant.productName}（{SOURCE_TEXT[grant.source]}）
          </Tag>
        ))}
      </Space>
      <Space.Compact>
        <Select<string>
          aria-label={`为 ${customer.email} 添加产品`}
          placeholder="选择产品"
          style={{ width: 200 }}
          value={adding}
          onChange={setAdding}
          options={PRODUCTS.filter((product) => !held.has(product.proId)).map((product) => ({
            value: product.proId,
            label: product.name,
          }))}
        />
        <Button disabled={!adding} onClick={() => void add()}>
          添加权限
        </Button>
      </Space.Compact>
    </Space>
  );
}
