import { useState } from 'react';
import { NETWORK_ERROR_TEXT } from './complete-login';

/**
 * One submission of an account form: the button shows progress while it runs; the answer
 * goes to `handle` (which may set the card's error), and a request that never got an
 * answer shows the network notice in the card.
 */
export function useAccountSubmit() {
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const submit = async <T>(call: () => Promise<T>, handle: (body: T) => void) => {
    setSubmitting(true);
    setError(null);
    try {
      handle(await call());
    } catch {
      setError(NETWORK_ERROR_TEXT);
    } finally {
      setSubmitting(false);
    }
  };
  return { error, setError, submitting, submit };
}
