import { useState } from 'react';
import { Button, Form, Input, Result } from 'antd';
import { Link } from '@dpu/router';
import { isSuccess } from '@dpu/api-client';
import { useSitePageMeta } from '@dpu/ui';
import { EmailField, NewPasswordField, SiteForm, SubmitButton } from '@dpu/ui/form';
import { requestResetCode, resetPassword } from './api/post-forget-password';
import { AccountCard } from './components/account-card';
import { rules } from './form-rules';
import { useAccountSubmit } from './use-account-submit';
import styles from './account.module.css';

type Step = 'email' | 'reset' | 'done';

interface ResetValues {
  code: string;
  password: string;
}

/** Password recovery: a code by e-mail, then the code and a new password (docs/api.md). */
export function ForgetPage() {
  useSitePageMeta('找回密码');
  const [step, setStep] = useState<Step>('email');
  const [email, setEmail] = useState('');
  const { error, setError, submitting, submit } = useAccountSubmit();

  const run = (call: () => Promise<{ code: string; msg?: string }>, next: Step) =>
    submit(call, (body) => {
      if (isSuccess(body)) setStep(next);
      else setError(body?.msg || '操作失败，请稍后重试');
    });

  if (step === 'done') {
    return (
      <AccountCard title="找回密码">
        <Result
          status="success"
          title="密码已重置"
          subTitle="请使用新密码登录。"
          extra={
            <Link to="/login">
              <Button type="primary">去登录</Button>
            </Link>
          }
        />
      </AccountCard>
    );
  }

  return (
    <AccountCard
      title="找回密码"
      error={error}
      footer={
        <>
          <Link to="/login">返回登录</Link>
          {step === 'reset' && (
            <a
              href="#email"
              onClick={(event) => {
                event.preventDefault();
                setError(null);
                setStep('email');
              }}
            >
              重新获取验证码
            </a>
          )}
        </>
      }
    >
      {step === 'email' ? (
        <SiteForm<{ email: string }>
          initialValues={{ email }}
          requiredMark={false}
          onFinish={({ email: value }) => {
            const clean = value.trim();
            setEmail(clean);
            void run(() => requestResetCode({ email: clean }), 'reset');
          }}
        >
          <EmailField label="注册邮箱" name="email" rules={rules.email} />
          <SubmitButton block loading={submitting}>
            发送验证码
          </SubmitButton>
        </SiteForm>
      ) : (
        <SiteForm<ResetValues>
          requiredMark={false}
          onFinish={(values) => void run(() => resetPassword({ email, ...values }), 'done')}
        >
          <p className={styles.hint}>如 {email} 已注册，验证码已发送至该邮箱，15 分钟内有效。</p>
          <Form.Item label="验证码" name="code" rules={rules.code}>
            <Input
              placeholder="6 位数字"
              autoComplete="one-time-code"
              inputMode="numeric"
              maxLength={6}
            />
          </Form.Item>
          <NewPasswordField label="新密码" name="password" rules={rules.password} />
          <SubmitButton block loading={submitting}>
            重置密码
          </SubmitButton>
        </SiteForm>
      )}
    </AccountCard>
  );
}
