import { Link, useNavigate } from '@dpu/router';
import type { LoginRequest } from '@dpu/contracts';
import { useSitePageMeta, useSubmission } from '@dpu/ui';
import { PasswordField, SiteForm, SubmitButton, TextField } from '@dpu/ui/form';
import { login } from './api/post-login';
import { AccountCard } from './components/account-card';
import { completeLogin } from './complete-login';
import { rules } from './form-rules';

export function LoginPage() {
  useSitePageMeta('用户登录');
  const navigate = useNavigate();
  const { error, sending, submit } = useSubmission(
    (values: LoginRequest) => login({ account: values.account.trim(), password: values.password }),
    { onSent: (session) => session && completeLogin(session, navigate) },
  );

  return (
    <AccountCard
      title="用户登录"
      error={error}
      footer={
        <>
          <Link to="/register">注册账号</Link>
          <Link to="/forget">忘记密码？</Link>
        </>
      }
    >
      <SiteForm<LoginRequest> onFinish={(values) => void submit(values)} requiredMark={false}>
        <TextField
          label="账号"
          name="account"
          rules={rules.account}
          placeholder="邮箱或手机号"
          autoComplete="username"
        />
        <PasswordField
          label="密码"
          name="password"
          rules={rules.loginPassword}
          placeholder="请输入密码"
          autoComplete="current-password"
        />
        <SubmitButton block loading={sending}>
          登录
        </SubmitButton>
      </SiteForm>
    </AccountCard>
  );
}
