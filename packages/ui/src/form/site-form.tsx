import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  type FormEvent,
  type FormHTMLAttributes,
  type ReactNode,
} from 'react';
import { useHydrated } from '../use-hydrated';
import { brokenRules, type FieldRule } from './form-rules';
import styles from './fields.module.css';

// The site's own form state (a few hundred lines instead of antd's Form): values by field
// name, each field's broken rules, checked on change (or on leaving the field) and on submit.

type Values = Record<string, unknown>;
type Errors = Record<string, string[]>;

/**
 * When a field checks its rules besides on submit: as it changes, or when it is left (and
 * then as it changes while it shows a message).
 */
export type ValidateOn = 'change' | 'blur';

export interface FormContextValue {
  values: Values;
  errors: Errors;
  disabled: boolean;
  requiredMark: boolean;
  setValue: (name: string, value: unknown) => void;
  leave: (name: string) => void;
  register: (name: string, rules: readonly FieldRule[]) => () => void;
}

const FormContext = createContext<FormContextValue | null>(null);

export function useFormContext(): FormContextValue {
  const form = useContext(FormContext);
  if (!form) throw new Error('A form field must sit inside a SiteForm');
  return form;
}

interface FormActions {
  setErrors: (errors: Record<string, string>) => void;
  reset: (names?: string[]) => void;
}

/** What a page does to its form from outside: a refusal at a field, a reset after sending. */
export class SiteFormHandle<V> {
  /** The SiteForm this handle was given to (set while it is mounted). */
  actions: FormActions | null = null;

  /** Shows a message at each named field (the server refused what it holds). */
  setErrors(errors: Partial<Record<keyof V & string, string>>): void {
    this.actions?.setErrors(errors as Record<string, string>);
  }

  /** Puts the named fields (all when none are named) back to their initial values. */
  resetFields(names?: (keyof V & string)[]): void {
    this.actions?.reset(names);
  }
}

export function useSiteForm<V>(): SiteFormHandle<V> {
  return useState(() => new SiteFormHandle<V>())[0];
}

export type SiteFormProps<V> = Omit<
  FormHTMLAttributes<HTMLFormElement>,
  'children' | 'onSubmit' | 'noValidate'
> & {
  onFinish: (values: V) => void;
  initialValues?: Partial<V>;
  form?: SiteFormHandle<V>;
  /** A red mark before the label of each required field (on by default). */
  requiredMark?: boolean;
  validateOn?: ValidateOn;
  'data-testid'?: string;
  children: ReactNode;
};

function useFormState(initial: Values, validateOn: ValidateOn) {
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<Errors>({});
  const current = useRef(values);
  const shown = useRef(errors);
  useEffect(() => {
    shown.current = errors;
  });
  const rules = useRef(new Map<string, readonly FieldRule[]>());
  // a check answers after a newer one started: the newer one's answer is the one to show
  const checks = useRef(new Map<string, number>());

  const check = async (name: string): Promise<string[]> => {
    const ticket = (checks.current.get(name) ?? 0) + 1;
    checks.current.set(name, ticket);
    const messages = await brokenRules(rules.current.get(name) ?? [], current.current[name]);
    if (checks.current.get(name) === ticket) setErrors((all) => ({ ...all, [name]: messages }));
    return messages;
  };
  const register = useCallback((name: string, fieldRules: readonly FieldRule[]) => {
    rules.current.set(name, fieldRules);
    return () => void rules.current.delete(name);
  }, []);
  const update = (next: Values) => {
    current.current = next;
    setValues(next);
  };
  const context = {
    values,
    errors,
    setValue: (name: string, value: unknown) => {
      update({ ...current.current, [name]: value });
      // a message already shown goes as soon as the value is right: were it to wait for the
      // field to be left, the layout would move under the pointer on its way to the button
      if (validateOn === 'change' || (shown.current[name]?.length ?? 0) > 0) void check(name);
    },
    leave: (name: string) => {
      if (validateOn === 'blur') void check(name);
    },
    register,
  };
  const actions: FormActions = {
    setErrors: (messages) =>
      setErrors((all) => {
        const next = { ...all };
        for (const [name, message] of Object.entries(messages)) next[name] = [message];
        return next;
      }),
    reset: (names = [...rules.current.keys()]) => {
      const next = { ...current.current };
      for (const name of names) {
        next[name] = initial[name];
        checks.current.set(name, (checks.current.get(name) ?? 0) + 1);
      }
      update(next);
      setErrors((all) =>
        Object.fromEntries(Object.entries(all).filter(([n]) => !names.includes(n))),
      );
    },
  };
  const checkAll = async (): Promise<{ names: string[]; broken: Set<string> }> => {
    const names = [...rules.current.keys()];
    const results = await Promise.all(names.map((name) => check(name)));
    return { names, broken: new Set(names.filter((_name, i) => results[i]!.length > 0)) };
  };
  return { context, actions, checkAll, current };
}

/**
 * A form of the site: fields stacked with their labels above, and nothing to type into until
 * the page has hydrated (a server-rendered form would otherwise lose what was typed early).
 * On submit every field checks its rules; the first that fails gets the focus, else
 * `onFinish` gets the fields' values.
 */
export function SiteForm<V>({
  onFinish,
  initialValues,
  form,
  requiredMark = true,
  validateOn = 'change',
  className,
  children,
  ...rest
}: SiteFormProps<V>) {
  const hydrated = useHydrated();
  const element = useRef<HTMLFormElement>(null);
  const [initial] = useState<Values>(() => ({ ...initialValues }));
  const { context, actions, checkAll, current } = useFormState(initial, validateOn);

  useEffect(() => {
    if (!form) return undefined;
    form.actions = actions;
    return () => {
      form.actions = null;
    };
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { names, broken } = await checkAll();
    if (broken.size > 0) {
      // the first field in reading order that needs correcting
      const ids = [...(element.current?.querySelectorAll<HTMLElement>('[id]') ?? [])];
      ids.find((field) => broken.has(field.id))?.focus();
      return;
    }
    onFinish(Object.fromEntries(names.map((name) => [name, current.current[name]])) as V);
  };

  return (
    <FormContext.Provider value={{ ...context, disabled: !hydrated, requiredMark }}>
      <form
        ref={element}
        noValidate
        className={className ? `${styles.form} ${className}` : styles.form}
        onSubmit={(event) => void submit(event)}
        {...rest}
      >
        {children}
      </form>
    </FormContext.Provider>
  );
}
