import type { FormRule } from 'antd';
import { fitsLength } from '@dpu/contracts';

// How a form validates (every form of the site): each field's rules are the rules of
// @dpu/contracts — the ones the server's schemas are built from — each paired with the Chinese
// message that form shows. The server checks again; its message is shown when it refuses.

/** The field must hold something other than spaces. */
export function requiredRule(message: string): FormRule {
  return { required: true, whitespace: true, message };
}

/**
 * A contracts rule as an antd rule. It tests the value as the form sends it: trimmed, unless
 * `trim` is false (a password is sent as typed). An empty value passes: requiredRule reports it.
 */
export function contractRule(
  isValid: (value: string) => boolean,
  message: string,
  { trim = true }: { trim?: boolean } = {},
): FormRule {
  return {
    validator: (_rule, value: unknown) => {
      if (typeof value !== 'string') return Promise.resolve();
      const sent = trim ? value.trim() : value;
      return sent === '' || isValid(sent) ? Promise.resolve() : Promise.reject(new Error(message));
    },
  };
}

/** At most max characters (a limit of FIELD_LIMITS), counted as the server counts them. */
export function maxLengthRule(max: number, message: string): FormRule {
  return contractRule((value) => fitsLength(value, max), message);
}
