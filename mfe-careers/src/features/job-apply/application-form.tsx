import { Link } from '@dpu/router';
import { Alert, Button, ConfigProvider, Form, Input } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { brandTheme, FormNote, FormSuccess, useHydrated, useSubmission } from '@dpu/ui';
import { PhoneInput } from '@dpu/ui/form';
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
  const hydrated = useHydrated();
  const { sending, error, sent, submit } = useSubmission(
    ({ resume, ...values }: ApplicationValues) =>
      // the resume rule already keeps a form without a file from being sent
      resume
        ? submitApplication({ jobId, ...values, resume })
        : Promise.resolve({ ok: false as const, message: RESUME_MESSAGES.missing }),
  );

  return (
    <ConfigProvider theme={brandTheme} locale={zhCN}>
      {sent ? (
        <FormSuccess title="申请已提交" text={successText}>
          <Link className={styles.back} to={backTo}>
            查看更多职位
          </Link>
        </FormSuccess>
      ) : (
        <Form<ApplicationValues>
          disabled={!hydrated}
          layout="vertical"
          onFinish={submit}
          aria-label="职位申请表单"
          className={styles.form}
        >
          <Form.Item label="姓名" name="name" rules={APPLICATION_RULES.name}>
            <Input autoComplete="name" placeholder="请输入您的姓名" />
          </Form.Item>
          <Form.Item label="手机号码" name="phone" rules={APPLICATION_RULES.phone}>
            <PhoneInput placeholder="请输入手机号码" />
          </Form.Item>
          <Form.Item label="电子邮箱" name="email" rules={APPLICATION_RULES.email}>
            <Input autoComplete="email" inputMode="email" placeholder="name@example.com" />
          </Form.Item>
          <Form.Item label="简历" name="resume" required rules={APPLICATION_RULES.resume}>
            <ResumeInput />
          </Form.Item>
          {error && <Alert className={styles.alert} type="error" showIcon title={error} />}
          {privacyText && <FormNote>{privacyText}</FormNote>}
          <Button type="primary" htmlType="submit" size="large" loading={sending}>
            提交申请
          </Button>
        </Form>
      )}
    </ConfigProvider>
  );
}
