import { Link } from '@dpu/router';
import { Alert, Button, ConfigProvider, Form, Input } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { FIELD_LIMITS, isValidEmail, isValidPhone } from '@dpu/contracts';
import { brandTheme, FormNote, FormSuccess, useHydrated, useSubmission } from '@dpu/ui';
import { RESUME_MESSAGES, resumeProblem } from './resume-file';
import { ResumeInput } from './resume-input';
import { submitApplication } from './api/post-application';
import styles from './job-apply.module.css';

interface ApplicationValues {
  name: string;
  phone: string;
  email: string;
  resume?: File;
}

const NAME_MAX = FIELD_LIMITS.personName;

const check = (test: (value: string) => boolean, message: string) => ({
  validator: (_: unknown, value: string | undefined) =>
    !value || test(value.trim()) ? Promise.resolve() : Promise.reject(new Error(message)),
});

const resumeRule = {
  validator: (_: unknown, file: File | undefined) => {
    const problem = resumeProblem(file);
    return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
  },
};

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
          <Form.Item
            label="姓名"
            name="name"
            rules={[
              { required: true, whitespace: true, message: '请输入您的姓名' },
              { max: NAME_MAX, message: `姓名不能超过 ${NAME_MAX} 个字` },
            ]}
          >
            <Input autoComplete="name" placeholder="请输入您的姓名" />
          </Form.Item>
          <Form.Item
            label="手机号码"
            name="phone"
            rules={[
              { required: true, whitespace: true, message: '请输入手机号码' },
              check(isValidPhone, '请输入正确的手机号或固定电话'),
            ]}
          >
            <Input autoComplete="tel" inputMode="tel" placeholder="请输入手机号码" />
          </Form.Item>
          <Form.Item
            label="电子邮箱"
            name="email"
            rules={[
              { required: true, whitespace: true, message: '请输入电子邮箱' },
              check(isValidEmail, '请输入正确的电子邮箱地址'),
            ]}
          >
            <Input autoComplete="email" inputMode="email" placeholder="name@example.com" />
          </Form.Item>
          <Form.Item label="简历" name="resume" required rules={[resumeRule]}>
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
