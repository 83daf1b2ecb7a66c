import { useState } from 'react';
import { Link } from '@dpu/router';
import { ButtonLink, FormSuccess, useSitePageMeta, useSubmission } from '@dpu/ui';
import { EmailField, NewPasswordField, SiteForm, SubmitButton, TextField } from '@dpu/ui/form';
import { requestResetCode, resetPassword } from './api/post-forget-password';
import { AccountCard } from './components/account-card';
import { rules } from './form-rules';
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
  // one submission per step: going back to the e-mail step shows that step's state only
  const codeStep = useSubmission(requestResetCode, { onSent: () => setStep('reset') });
  const resetStep = useSubmission((values: ResetValues) => resetPassword({ email, ...values }), {
    onSent: () => setStep('done'),
  });
  const { error, sending } = step === 'email' ? codeStep : resetStep;

  if (step === 'done') {
    return (
      <AccountCard title="找回密码">
        <FormSuccess title="密码已重置" text="请使用新密码登录。">
          <ButtonLink to="/login">去登录</ButtonLink>
        </FormSuccess>
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
                resetStep.reset();
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
          key="email"
          initialValues={{ email }}
          requiredMark={false}
          onFinish={({ email: value }) => {
            const clean = value.trim();
            setEmail(clean);
            void codeStep.submit({ email: clean });
          }}
        >
          <EmailField label="注册邮箱" name="email" rules={rules.email} />
          <SubmitButton block loading={sending}>
            发送验证码
          </SubmitButton>
        </SiteForm>
      ) : (
        <SiteForm<ResetValues>
          key="reset"
          requiredMark={false}
          onFinish={(values) => void resetStep.submit(values)}
        >
          <p className={styles.hint}>如 {email} 已注册，验证码已发送至该邮箱，15 分钟内有效。</p>
          <TextField
            label="验证码"
            name="code"
            rules={rules.code}
            placeholder="6 位数字"
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={6}
          />
          <NewPasswordField label="新密码" name="password" rules={rules.password} />
          <SubmitButton block loading={sending}>
            重置密码
          </SubmitButton>
        </SiteForm>
      )}
    </AccountCard>
  );
}
