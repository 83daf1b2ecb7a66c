import { Link } from '@dpu/router';
import { Form } from 'antd';
import { FormNote, FormSuccess, useSubmission } from '@dpu/ui';
import {
  BrandProvider,
  EmailField,
  FormError,
  NameField,
  PhoneField,
  SiteForm,
  SubmitButton,
} from '@dpu/ui/form';
import { APPLICATION_RULES } from './application-rules';
import { RESUME_MESSAGES } from './resume-file';
import { ResumeInput } from './resume-input';
import { submitApplication } from './api/post-application';
import styles from './job-apply.module.css';

interface ApplicationValues {
  name: string;
  phone: string;
  email: string;
  resume?: File;
}

export interface ApplicationFormProps {
  jobId: string;
  successText: string;
  privacyText?: string;
  /** Where to go after a successful application. */
  backTo: string;
}

/** The application form (antd, loaded lazily with this feature only). */
export function ApplicationForm({ jobId, successText, privacyText, backTo }: ApplicationFormProps) {
  const { sending, error, sent, submit } = useSubmission(
    ({ resume, ...values }: ApplicationValues) =>
      // the resume rule already keeps a form without a file from being sent
      resume
        ? submitApplication({ jobId, ...values, resume })
        : Promise.resolve({ ok: false as const, code: '400', message: RESUME_MESSAGES.missing }),
  );

  return (
    <BrandProvider>
      {sent ? (
        <FormSuccess title="申请已提交" text={successText}>
          <Link className={styles.back} to={backTo}>
            查看更多职位
          </Link>
        </FormSuccess>
      ) : (
        <SiteForm<ApplicationValues>
          onFinish={submit}
          aria-label="职位申请表单"
          className={styles.form}
        >
          <NameField label="姓名" name="name" rules={APPLICATION_RULES.name} />
          <PhoneField
            label="手机号码"
            name="phone"
            rules={APPLICATION_RULES.phone}
            placeholder="请输入手机号码"
          />
          <EmailField label="电子邮箱" name="email" rules={APPLICATION_RULES.email} />
          <Form.Item label="简历" name="resume" required rules={APPLICATION_RULES.resume}>
            <ResumeInput />
          </Form.Item>
          <FormError message={error} />
          {privacyText && <FormNote>{privacyText}</FormNote>}
          <SubmitButton loading={sending}>提交申请</SubmitButton>
        </SiteForm>
      )}
    </BrandProvider>
  );
}
