import { useState, type HTMLAttributes, type ReactNode } from 'react';
import { FormField, nativeProps, textOf, type FieldProps } from './form-field';
import styles from './fields.module.css';

// The controls of the site's forms: native elements in the brand's look, each wrapped in its
// FormField (label, required mark, the message of what is wrong).

export interface TextFieldProps extends FieldProps {
  placeholder?: string;
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  maxLength?: number;
  type?: 'text' | 'email' | 'tel';
}

export function TextField({
  placeholder,
  autoComplete,
  inputMode,
  maxLength,
  type = 'text',
  ...field
}: TextFieldProps) {
  return (
    <FormField {...field}>
      {(control) => (
        <input
          {...nativeProps(control)}
          className={styles.input}
          type={type}
          value={textOf(control.value)}
          onChange={(event) => control.onChange(event.target.value)}
          placeholder={placeholder}
          autoComplete={autoComplete}
          inputMode={inputMode}
          maxLength={maxLength}
        />
      )}
    </FormField>
  );
}

function EyeIcon({ open }: { open: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <path
        d="M2 12s3.6-6.5 10-6.5S22 12 22 12s-3.6 6.5-10 6.5S2 12 2 12Z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
      />
      <circle cx="12" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="1.8" />
      {!open && <path d="M4 4l16 16" stroke="currentColor" strokeWidth="1.8" />}
    </svg>
  );
}

/**
 * A password, hidden until the visitor shows it. The eye is a real button (24 × 24 px, reached
 * with Tab); its name says what it does without naming the field, so the field's label stays
 * the only one that reads 密码.
 */
export function PasswordField({
  placeholder,
  autoComplete,
  ...field
}: FieldProps & { placeholder?: string; autoComplete: 'current-password' | 'new-password' }) {
  const [shown, setShown] = useState(false);
  return (
    <FormField {...field}>
      {(control) => (
        <span className={styles.affix}>
          <input
            {...nativeProps(control)}
            className={styles.input}
            type={shown ? 'text' : 'password'}
            value={textOf(control.value)}
            onChange={(event) => control.onChange(event.target.value)}
            placeholder={placeholder}
            autoComplete={autoComplete}
          />
          <button
            type="button"
            className={styles.eye}
            aria-label="显示明文"
            aria-pressed={shown}
            aria-controls={control.id}
            disabled={control.disabled}
            onClick={() => setShown((now) => !now)}
          >
            <EyeIcon open={shown} />
          </button>
        </span>
      )}
    </FormField>
  );
}

export function TextAreaField({
  placeholder,
  rows = 4,
  ...field
}: FieldProps & { placeholder?: string; rows?: number }) {
  return (
    <FormField {...field}>
      {(control) => (
        <textarea
          {...nativeProps(control)}
          className={`${styles.input} ${styles.textarea}`}
          rows={rows}
          value={textOf(control.value)}
          onChange={(event) => control.onChange(event.target.value)}
          placeholder={placeholder}
        />
      )}
    </FormField>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

/**
 * A choice from a list: the browser's own select (type a letter to jump, the phone's picker).
 * The placeholder is its first, empty option; choosing it again clears the choice.
 */
export function SelectField({
  placeholder,
  options,
  ...field
}: FieldProps & { placeholder: string; options: readonly SelectOption[] }) {
  return (
    <FormField {...field}>
      {(control) => {
        const value = textOf(control.value);
        return (
          <select
            {...nativeProps(control)}
            className={
              value
                ? `${styles.input} ${styles.select}`
                : `${styles.input} ${styles.select} ${styles.empty}`
            }
            value={value}
            onChange={(event) => control.onChange(event.target.value || undefined)}
          >
            <option value="">{placeholder}</option>
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        );
      }}
    </FormField>
  );
}

/** A box to tick; its text (which may hold links) is its label. */
export function CheckboxField({
  children,
  className,
  ...field
}: Omit<FieldProps, 'label'> & { children: ReactNode; className?: string }) {
  return (
    <FormField {...field}>
      {(control) => (
        <label className={className ? `${styles.check} ${className}` : styles.check}>
          <input
            {...nativeProps(control)}
            type="checkbox"
            checked={control.value === true}
            onChange={(event) => control.onChange(event.target.checked)}
          />
          <span>{children}</span>
        </label>
      )}
    </FormField>
  );
}
