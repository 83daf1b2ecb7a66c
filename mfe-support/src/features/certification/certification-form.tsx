import { useState } from 'react';
import type { ProductSummary } from '@dpu/contracts';
import {
  CompanyField,
  FormAlert,
  NameField,
  PhoneField,
  SelectField,
  SiteForm,
  SubmitButton,
  TextAreaField,
  TextField,
  useSiteForm,
} from '@dpu/ui/form';
import { createCertification } from './api/post-certification';
import { CERTIFICATION_RULES as RULES, type CertificationValues } from './validation';
import styles from './certification.module.css';

export interface CertificationFormCopy {
  submitLabel: string;
  successText: string;
}

interface CertificationFormProps {
  products: ProductSummary[];
  initialProId?: string;
  copy: CertificationFormCopy;
  onSubmitted: () => void;
  /** The session ended ('401'): the page sends the user to log in. */
  onLoginNeeded: () => void;
}

type Feedback = { type: 'success' | 'error'; text: string } | null;

/** The certification request form (docs/api.md POST /certification); input survives any error. */
export function CertificationForm({
  products,
  initialProId,
  copy,
  onSubmitted,
  onLoginNeeded,
}: CertificationFormProps) {
  const form = useSiteForm<CertificationValues>();
  const [busy, setBusy] = useState(false);
  const [feedback, setFeedback] = useState<Feedback>(null);

  const submit = async (values: CertificationValues) => {
    const product = products.find((p) => p.proId === values.proId);
    if (!product) return;
    setBusy(true);
    setFeedback(null);
    const trimmed = (value: string | undefined) => (value ?? '').trim();
    const result = await createCertification({
      series: product.series,
      proId: product.proId,
      serialNumber: trimmed(values.serialNumber),
      company: trimmed(values.company),
      contactName: trimmed(values.contactName),
      phone: trimmed(values.phone),
      ...(trimmed(values.orderNumber) ? { orderNumber: trimmed(values.orderNumber) } : {}),
      ...(trimmed(values.remark) ? { remark: trimmed(values.remark) } : {}),
    });
    setBusy(false);
    if (result.ok) {
      setFeedback({ type: 'success', text: copy.successText });
      form.resetFields(['serialNumber', 'orderNumber', 'remark']);
      onSubmitted();
    } else if (result.code === '401') {
      onLoginNeeded();
    } else {
      setFeedback({ type: 'error', text: result.message });
    }
  };

  return (
    <SiteForm<CertificationValues>
      form={form}
      className={styles.form}
      initialValues={{ proId: initialProId }}
      onFinish={(values) => void submit(values)}
      validateOn="blur"
      aria-label="产品认证"
      data-testid="certification-form"
    >
      {feedback && (
        <FormAlert className={styles.feedback} type={feedback.type} message={feedback.text} />
      )}
      <SelectField
        label="认证产品"
        name="proId"
        rules={RULES.proId}
        placeholder="请选择产品"
        options={products.map((p) => ({ value: p.proId, label: p.name }))}
      />
      <TextField
        label="产品序列号"
        name="serialNumber"
        rules={RULES.serialNumber}
        placeholder="印在产品标签上的序列号（S/N）"
        autoComplete="off"
      />
      <div className={styles.row}>
        <CompanyField label="公司名称" name="company" rules={RULES.company} />
        <NameField label="联系人" name="contactName" rules={RULES.contactName} />
      </div>
      <div className={styles.row}>
        <PhoneField label="联系电话" name="phone" rules={RULES.phone} />
        <TextField
          label="订单号（选填）"
          name="orderNumber"
          rules={RULES.orderNumber}
          autoComplete="off"
        />
      </div>
      <TextAreaField label="备注（选填）" name="remark" rules={RULES.remark} rows={3} />
      <SubmitButton loading={busy}>{copy.submitLabel}</SubmitButton>
    </SiteForm>
  );
}
