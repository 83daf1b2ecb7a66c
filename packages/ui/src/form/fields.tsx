import { Alert, Button, Form, Input, type FormItemProps, type FormProps } from 'antd';
import type { ReactNode } from 'react';
import { useHydrated } from '../use-hydrated';
import { PhoneInput } from './phone-input';
import styles from './fields.module.css';

// The fields every form of the site asks for, each with the browser hints it needs (saved
// values, the right keypad on phones), so a form lists what it asks, not how to ask it.

export type FieldProps = Pick<FormItemProps, 'label' | 'name' | 'rules' | 'required'> & {
  placeholder?: string;
};

export function NameField({ placeholder = '请输入您的姓名', ...item }: FieldProps) {
  return (
    <Form.Item {...item}>
      <Input autoComplete="name" placeholder={placeholder} />
    </Form.Item>
  );
}

export function CompanyField({ placeholder = '请输入公司名称', ...item }: FieldProps) {
  return (
    <Form.Item {...item}>
      <Input autoComplete="organization" placeholder={placeholder} />
    </Form.Item>
  );
}

export function EmailField({ placeholder = 'name@example.com', ...item }: FieldProps) {
  return (
    <Form.Item {...item}>
      <Input autoComplete="email" inputMode="email" placeholder={placeholder} />
    </Form.Item>
  );
}

export function PhoneField({ placeholder, ...item }: FieldProps) {
  return (
    <Form.Item {...item}>
      <PhoneInput placeholder={placeholder} />
    </Form.Item>
  );
}

/** A password being chosen (register, reset): the browser offers to generate and save one. */
export function NewPasswordField({ placeholder = '8–64 位，含字母和数字', ...item }: FieldProps) {
  return (
    <Form.Item {...item}>
      <Input.Password autoComplete="new-password" placeholder={placeholder} />
    </Form.Item>
  );
}

/**
 * A form of the site: fields stacked with their labels above, and nothing to type into until
 * the page has hydrated (a server-rendered form would otherwise lose what was typed early).
 */
export function SiteForm<V>({
  children,
  className,
  ...props
}: Omit<FormProps<V>, 'children'> & { children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <Form<V>
      disabled={!hydrated}
      layout="vertical"
      className={className ? `${styles.form} ${className}` : styles.form}
      {...props}
    >
      {children}
    </Form>
  );
}

export function SubmitButton({
  loading,
  block = false,
  children,
}: {
  loading: boolean;
  block?: boolean;
  children: ReactNode;
}) {
  return (
    <Button type="primary" htmlType="submit" size="large" block={block} loading={loading}>
      {children}
    </Button>
  );
}

/** Why the last send failed, above the button; what was typed stays in the form. */
export function FormError({ message }: { message: string | null | undefined }) {
  return message ? <Alert className={styles.error} type="error" showIcon title={message} /> : null;
}
