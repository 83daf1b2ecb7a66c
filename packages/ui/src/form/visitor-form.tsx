import type { ReactNode } from 'react';
import { FormNote, FormSuccess } from '../form-submission';
import { FormError, SubmitButton } from './fields';
import { SiteForm, type SiteFormProps } from './site-form';

/** What `useSubmission` gives a form: its state and how to send. */
export interface VisitorSubmission<V> {
  sending: boolean;
  error: string | null;
  sent: boolean;
  submit: (values: V) => Promise<void>;
}

export type VisitorFormProps<V> = Omit<SiteFormProps<V>, 'children' | 'onFinish'> & {
  submission: VisitorSubmission<V>;
  /** The panel that replaces the sent form: heading, thanks, then what to do next. */
  thanks: { title: string; text: string; next: ReactNode };
  /** How the data will be used, above the button (policies named in it become links). */
  privacyText?: string;
  submitLabel: string;
  children: ReactNode;
};

/**
 * A form a visitor sends (a job application, a lead): its fields, then why the last send
 * failed, the privacy note and the button; once sent, the thanks panel stands in its place.
 */
export function VisitorForm<V>({
  submission: { sending, error, sent, submit },
  thanks,
  privacyText,
  submitLabel,
  children,
  ...form
}: VisitorFormProps<V>) {
  return sent ? (
    <FormSuccess title={thanks.title} text={thanks.text}>
      {thanks.next}
    </FormSuccess>
  ) : (
    <SiteForm<V> onFinish={(values) => void submit(values)} {...form}>
      {children}
      <FormError message={error} />
      {privacyText && <FormNote>{privacyText}</FormNote>}
      <SubmitButton loading={sending}>{submitLabel}</SubmitButton>
    </SiteForm>
  );
}
