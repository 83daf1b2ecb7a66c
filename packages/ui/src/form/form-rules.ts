import { fitsLength } from '@dpu/contracts';

// How a form validates (every form of the site): each field's rules are the rules of
// @dpu/contracts — the ones the server's schemas are built from — each paired with the Chinese
// message that form shows. The server checks again; its message is shown when it refuses.

/**
 * One rule of a field. The shape is antd's rule object too, so the staff console's antd forms
 * take the same rules as the visitor forms.
 */
export interface FieldRule {
  required?: boolean;
  /** With `required`: a value of only spaces counts as empty. */
  whitespace?: boolean;
  message?: string;
  /** Resolves when the value passes; rejects with the message to show when it does not. */
  validator?: (rule: unknown, value: unknown) => Promise<void>;
}

/** The field must hold something other than spaces. */
export function requiredRule(message: string): FieldRule {
  return { required: true, whitespace: true, message };
}

/**
 * A contracts rule as a field rule. It tests the value as the form sends it: trimmed, unless
 * `trim` is false (a password is sent as typed). An empty value passes: requiredRule reports it.
 */
export function contractRule(
  isValid: (value: string) => boolean,
  message: string,
  { trim = true }: { trim?: boolean } = {},
): FieldRule {
  return {
    validator: (_rule, value) => {
      if (typeof value !== 'string') return Promise.resolve();
      const sent = trim ? value.trim() : value;
      return sent === '' || isValid(sent) ? Promise.resolve() : Promise.reject(new Error(message));
    },
  };
}

/** At most max characters (a limit of FIELD_LIMITS), counted as the server counts them. */
export function maxLengthRule(max: number, message: string): FieldRule {
  return contractRule((value) => fitsLength(value, max), message);
}

/** A rule that names the problem of a value, or null when there is none (a tick, a file). */
export function checkRule(problem: (value: unknown) => string | null): FieldRule {
  return {
    validator: (_rule, value) => {
      const message = problem(value);
      return message ? Promise.reject(new Error(message)) : Promise.resolve();
    },
  };
}

function isEmpty(value: unknown, whitespace: boolean): boolean {
  if (value === undefined || value === null || value === '') return true;
  return whitespace && typeof value === 'string' && value.trim() === '';
}

/** The messages of every rule the value breaks, in the rules' order (none: it passes). */
export async function brokenRules(rules: readonly FieldRule[], value: unknown): Promise<string[]> {
  const messages: string[] = [];
  for (const rule of rules) {
    if (rule.required && isEmpty(value, rule.whitespace ?? false)) {
      messages.push(rule.message ?? '');
    } else if (rule.validator) {
      try {
        await rule.validator(rule, value);
      } catch (error) {
        messages.push(rule.message ?? (error as Error).message);
      }
    }
  }
  return messages;
}
