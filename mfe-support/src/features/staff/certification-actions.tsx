import { Button, Form, Input, Modal, Space } from 'antd';
import { useState } from 'react';
import { FIELD_LIMITS, type StaffCertification } from '@dpu/contracts';
import { maxLengthRule, requiredRule } from '@dpu/ui/form';
import { staffPost, useConfirm, useStaffAction } from '@dpu/ui/staff';

const REASON_MAX = FIELD_LIMITS.reason;
const REASON_RULES = [
  requiredRule('请填写驳回原因'),
  maxLengthRule(REASON_MAX, `驳回原因不能超过 ${REASON_MAX} 个字`),
];

/** 通过 and 驳回 of one pending request; both ask before they act, 驳回 asks for a reason. */
export function CertificationActions({ item }: { item: StaffCertification }) {
  const run = useStaffAction();
  const confirm = useConfirm();
  const [rejecting, setRejecting] = useState(false);
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<{ reason: string }>();

  const approve = async () => {
    const ok = await confirm(
      '确认通过该认证申请？',
      `通过后 ${item.email} 将获得 ${item.productName} 的驱动与资料权限，并收到邮件通知。`,
      '通过',
    );
    if (!ok) return;
    setBusy(true);
    await run('通过认证', () => staffPost(`/admin/certifications/${item.id}/approve`));
    setBusy(false);
  };

  const reject = async () => {
    const { reason } = await form.validateFields();
    setBusy(true);
    const done = await run('驳回认证', () =>
      staffPost(`/admin/certifications/${item.id}/reject`, { reason: reason.trim() }),
    );
    setBusy(false);
    if (done) {
      setRejecting(false);
      form.resetFields();
    }
  };

  return (
    <Space>
      <Button type="primary" size="small" loading={busy && !rejecting} onClick={approve}>
        通过
      </Button>
      <Button danger size="small" disabled={busy} onClick={() => setRejecting(true)}>
        驳回
      </Button>
      <Modal
        title="确认驳回该认证申请？"
        open={rejecting}
        okText="确认驳回"
        cancelText="取消"
        okButtonProps={{ danger: true, loading: busy }}
        onOk={() => void reject().catch(() => undefined)}
        onCancel={() => setRejecting(false)}
        destroyOnHidden
      >
        <p>
          {item.company}（{item.email}）申请的 {item.productName}
          。驳回原因会显示在客户的“我的认证”中，并通过邮件告知客户。
        </p>
        <Form form={form} layout="vertical">
          <Form.Item name="reason" label="驳回原因" rules={REASON_RULES}>
            <Input.TextArea
              rows={3}
              maxLength={REASON_MAX}
              showCount
              placeholder="例如：序列号与订单不符"
            />
          </Form.Item>
        </Form>
      </Modal>
    </Space>
  );
}
