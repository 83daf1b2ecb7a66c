import { useState } from 'react';
import { PRODUCTS } from '@dpu/contracts';
import { buttonClassName, useSubmission } from '@dpu/ui';
import {
  CompanyField,
  EmailField,
  NameField,
  PhoneField,
  SelectField,
  TextAreaField,
  VisitorForm,
} from '@dpu/ui/form';
import { CONTACT_RULES, toContactRequest, type ContactValues } from './contact-fields';
import { createLead } from './api/post-contact';
import styles from './contact-page.module.css';

const PRODUCT_OPTIONS = PRODUCTS.map((product) => ({ value: product.key, label: product.name }));

export interface ContactFormProps {
  /** Product key preselected from ?interested= (docs/site.md §2 /contact). */
  interested?: string;
  successText: string;
  privacyText?: string;
}

/** The lead form (loaded lazily with the contact page's own chunk). */
export function ContactForm({ interested, successText, privacyText }: ContactFormProps) {
  const [round, setRound] = useState(0);
  const submission = useSubmission((values: ContactValues) => createLead(toContactRequest(values)));

  return (
    <VisitorForm<ContactValues>
      key={round}
      initialValues={{ interested }}
      submission={submission}
      thanks={{
        title: '提交成功',
        text: successText,
        next: (
          <button
            type="button"
            className={buttonClassName('outline')}
            onClick={() => {
              // a fresh, empty form for the next request
              setRound((n) => n + 1);
              submission.reset();
            }}
          >
            继续提交
          </button>
        ),
      }}
      privacyText={privacyText}
      submitLabel="提交"
      aria-label="合作咨询表单"
      className={styles.form}
    >
      <div className={styles.row}>
        <NameField label="姓名" name="name" rules={CONTACT_RULES.name} />
        <CompanyField label="公司名称" name="company" rules={CONTACT_RULES.company} />
      </div>
      <div className={styles.row}>
        <PhoneField
          label="联系电话"
          name="phone"
          rules={CONTACT_RULES.phone}
          placeholder="手机号或固定电话"
        />
        <EmailField
          label="电子邮箱"
          name="email"
          rules={CONTACT_RULES.email}
          placeholder="name@company.com"
        />
      </div>
      <SelectField
        label="意向产品"
        name="interested"
        placeholder="请选择意向产品（选填）"
        options={PRODUCT_OPTIONS}
      />
      <TextAreaField
        label="需求描述"
        name="message"
        rules={CONTACT_RULES.message}
        rows={5}
        placeholder="请简要描述您的业务场景与需求"
      />
    </VisitorForm>
  );
}
