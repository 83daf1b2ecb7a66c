import { useEffect, type ReactNode } from 'react';
import type { FieldRule } from './form-rules';
import { useFormContext } from './site-form';
import styles from './fields.module.css';

/** What a control gets from its field: its value, where to report changes, its state. */
export interface ControlProps {
  id: string;
  name: string;
  value: unknown;
  onChange: (value: unknown) => void;
  onBlur: () => void;
  disabled: boolean;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  'aria-required': true | undefined;
}

/** The attributes a native control takes as they are (value and onChange it maps itself). */
export function nativeProps({ value: _value, onChange: _onChange, ...props }: ControlProps) {
  return props;
}

/** A text the control shows: its value when that is text, else nothing. */
export function textOf(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

export interface FieldProps {
  label?: ReactNode;
  name: string;
  rules?: readonly FieldRule[];
  /** Marked as required though no rule says so (a rule with a validator of its own). */
  required?: boolean;
}

const NO_RULES: readonly FieldRule[] = [];

/**
 * One field of a SiteForm: its label above, the control, and under it what is wrong with the
 * value (the control names that text as its description and says it is invalid).
 */
export function FormField({
  label,
  name,
  rules = NO_RULES,
  required,
  children,
}: FieldProps & { children: (control: ControlProps) => ReactNode }) {
  const form = useFormContext();
  const { register } = form;
  useEffect(() => register(name, rules), [register, name, rules]);
  const messages = form.errors[name] ?? [];
  const invalid = messages.length > 0;
  const helpId = `${name}_help`;
  const isRequired = required ?? rules.some((rule) => rule.required);
  const control: ControlProps = {
    id: name,
    name,
    value: form.values[name],
    onChange: (value) => form.setValue(name, value),
    onBlur: () => form.leave(name),
    disabled: form.disabled,
    'aria-invalid': invalid || undefined,
    'aria-describedby': invalid ? helpId : undefined,
    'aria-required': isRequired || undefined,
  };
  const marked = isRequired && form.requiredMark;
  return (
    <div className={invalid ? `${styles.item} ${styles.itemInvalid}` : styles.item}>
      {label && (
        <label
          htmlFor={name}
          className={marked ? `${styles.label} ${styles.marked}` : styles.label}
        >
          {label}
        </label>
      )}
      {children(control)}
      {invalid && (
        <div id={helpId} className={styles.help}>
          {messages.map((message) => (
            <div key={message}>{message}</div>
          ))}
        </div>
      )}
    </div>
  );
}
