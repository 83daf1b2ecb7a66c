import { Link } from '@dpu/router';
import { useState, type ReactNode } from 'react';
import type { SubmitResult } from '@dpu/api-client';
import styles from './form-submission.module.css';

/** What a form does with an answer beyond showing `sending`, `error` and `sent`. */
export interface SubmissionHandlers<T> {
  /** After a success, with the answer's data (log the user in, go to the next step). */
  onSent?: (data: T | undefined) => void;
  /**
   * A refusal the form shows itself (at a field, say): returns true when it did, and the
   * form-level `error` stays empty.
   */
  onRefused?: (refusal: { code: string; message: string }) => boolean;
}

/**
 * The state of a form that sends: `sending` while the request runs, `error` with the
 * server's message when it failed (everything typed stays in the form), `sent` once it
 * worked; `reset` brings the form back, empty of both. Every form of the site sends this way, with `send`
 * built on submitJson (@dpu/api-client).
 */
export function useSubmission<V, T = unknown>(
  send: (values: V) => Promise<SubmitResult<T>>,
  { onSent, onRefused }: SubmissionHandlers<T> = {},
) {
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const submit = async (values: V) => {
    setSending(true);
    setError(null);
    const result = await send(values);
    setSending(false);
    if (result.ok) {
      setSent(true);
      onSent?.(result.data);
    } else if (!onRefused?.(result)) {
      setError(result.message);
    }
  };
  const reset = () => {
    setSent(false);
    setError(null);
  };
  return { sending, error, sent, submit, reset };
}

/** The panel that replaces a sent form: a heading, the thanks, then what to do next. */
export function FormSuccess({
  title,
  text,
  children,
}: {
  title: string;
  text: string;
  children: ReactNode;
}) {
  return (
    <div className={styles.success} role="status">
      <h2>{title}</h2>
      <p>{text}</p>
      {children}
    </div>
  );
}

/** The site's policies: where a note names one, the name is a link to it. */
export const POLICY_LINKS: Readonly<Record<string, string>> = {
  '《隐私政策》': '/protocol/agreementSecret',
  '《用户协议》': '/protocol/agreement',
};

function withPolicyLinks(text: string): ReactNode[] {
  return text.split(/(《隐私政策》|《用户协议》)/).map((part, i) => {
    const to = POLICY_LINKS[part];
    return to ? (
      <Link key={i} to={to} target="_blank" className={styles.noteLink}>
        {part}
      </Link>
    ) : (
      part
    );
  });
}

/**
 * A small note above a form's submit button (how the data will be used); 《隐私政策》 and
 * 《用户协议》 in it link to the policies (in a new tab, so the form keeps what was typed).
 */
export function FormNote({ children }: { children: ReactNode }) {
  return (
    <p className={styles.note}>
      {typeof children === 'string' ? withPolicyLinks(children) : children}
    </p>
  );
}
