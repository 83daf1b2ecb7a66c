import { Link, useNavigate } from '@dpu/router';
import type { RegisterRequest } from '@dpu/contracts';
import { useSitePageMeta, useSubmission } from '@dpu/ui';
import {
  CheckboxField,
  CompanyField,
  EmailField,
  NewPasswordField,
  PhoneField,
  SiteForm,
  SubmitButton,
  TextField,
  useSiteForm,
} from '@dpu/ui/form';
import { register } from './api/post-register';
import { AccountCard } from './components/account-card';
import { completeLogin } from './complete-login';
import { rules } from './form-rules';
import styles from './account.module.css';

interface RegisterValues extends RegisterRequest {
  consent: boolean;
}

function optional(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

export function RegisterPage() {
  useSitePageMeta('用户注册');
  const navigate = useNavigate();
  const form = useSiteForm<RegisterValues>();
  const { error, sending, submit } = useSubmission(
    ({ consent: _consent, ...values }: RegisterValues) =>
      register({
        userName: values.userName.trim(),
        email: values.email.trim(),
        password: values.password,
        phone: optional(values.phone),
        company: optional(values.company),
      }),
    {
      onSent: (session) => session && completeLogin(session, navigate),
      onRefused: ({ code, message }) => {
        if (code !== '409') return false;
        // the e-mail or phone is taken: say so at that field, keep everything typed
        form.setErrors({ [message.includes('手机') ? 'phone' : 'email']: message });
        return true;
      },
    },
  );

  return (
    <AccountCard
      title="用户注册"
      error={error}
      footer={
        <span>
          已有账号？<Link to="/login">立即登录</Link>
        </span>
      }
    >
      <SiteForm<RegisterValues> form={form} onFinish={(values) => void submit(values)}>
        <TextField
          label="用户名"
          name="userName"
          rules={rules.userName}
          placeholder="2–32 个字符"
          autoComplete="nickname"
          maxLength={64}
        />
        <EmailField label="邮箱" name="email" rules={rules.email} />
        <NewPasswordField label="密码" name="password" rules={rules.password} />
        <PhoneField label="手机号（选填）" name="phone" rules={rules.phone} />
        <CompanyField label="公司（选填）" name="company" rules={rules.company} />
        <CheckboxField name="consent" rules={rules.consent} className={styles.consent}>
          我已阅读并同意
          {/* new tab: the form keeps what the user typed */}
          <a href="/protocol/agreement" target="_blank" rel="noopener">
            《用户协议》
          </a>
          和
          <a href="/protocol/agreementSecret" target="_blank" rel="noopener">
            《隐私政策》
          </a>
        </CheckboxField>
        <SubmitButton block loading={sending}>
          注册
        </SubmitButton>
      </SiteForm>
    </AccountCard>
  );
}
