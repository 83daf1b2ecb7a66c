import type { ReactNode } from 'react';
import { useFormContext } from './site-form';
import { PasswordField, TextField } from './inputs';
import type { FieldProps } from './form-field';
import styles from './fields.module.css';

// The fields every form of the site asks for, each with the browser hints it needs (saved
// values, the right keypad on phones), so a form lists what it asks, not how to ask it.

export type PresetFieldProps = FieldProps & { placeholder?: string };

export function NameField({ placeholder = '请输入您的姓名', ...field }: PresetFieldProps) {
  return <TextField {...field} autoComplete="name" placeholder={placeholder} />;
}

export function CompanyField({ placeholder = '请输入公司名称', ...field }: PresetFieldProps) {
  return <TextField {...field} autoComplete="organization" placeholder={placeholder} />;
}

export function EmailField({ placeholder = 'name@example.com', ...field }: PresetFieldProps) {
  return <TextField {...field} autoComplete="email" inputMode="email" placeholder={placeholder} />;
}

/** A phone number: the phone keypad on mobiles, the browser's saved number on offer. */
// The placeholder says what the one phone rule (@dpu/contracts phone.ts) accepts.
export function PhoneField({ placeholder = '手机号或固定电话', ...field }: PresetFieldProps) {
  return <TextField {...field} autoComplete="tel" inputMode="tel" placeholder={placeholder} />;
}

/** A password being chosen (register, reset): the browser offers to generate and save one. */
export function NewPasswordField({
  placeholder = '8–64 位，含字母和数字',
  ...field
}: PresetFieldProps) {
  return <PasswordField {...field} autoComplete="new-password" placeholder={placeholder} />;
}

/** The form's one primary button; while sending it shows so and a second press does nothing. */
export function SubmitButton({
  loading,
  block = false,
  children,
}: {
  loading: boolean;
  block?: boolean;
  children: ReactNode;
}) {
  const { disabled } = useFormContext();
  const classes = [styles.button, styles.primary, block && styles.block, loading && styles.loading];
  return (
    <button
      type="submit"
      className={classes.filter(Boolean).join(' ')}
      disabled={disabled}
      aria-busy={loading || undefined}
      onClick={(event) => {
        if (loading) event.preventDefault();
      }}
    >
      {loading && <span className={styles.spinner} aria-hidden="true" />}
      {children}
    </button>
  );
}

/**
 * What came of the last send, above the button: a success (read out politely) or why it
 * failed (read out at once); what was typed stays in the form.
 */
export function FormAlert({
  type,
  message,
  className,
}: {
  type: 'success' | 'error';
  message: string | null | undefined;
  className?: string;
}) {
  if (!message) return null;
  const success = type === 'success';
  return (
    <div
      className={[styles.alert, success ? styles.alertSuccess : styles.alertError, className]
        .filter(Boolean)
        .join(' ')}
      role={success ? 'status' : 'alert'}
    >
      <span className={styles.alertIcon} aria-hidden="true">
        {success ? '✓' : '!'}
      </span>
      <span>{message}</span>
    </div>
  );
}

/** Why the last send failed, above the button; what was typed stays in the form. */
export function FormError({ message }: { message: string | null | undefined }) {
  return <FormAlert type="error" message={message} />;
}
