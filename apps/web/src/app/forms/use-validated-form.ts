import { useId, useLayoutEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { serverErrorOf } from './server-errors';

/** The part of a zod schema the forms use, so core's schemas plug straight in. */
export interface FormSchema<T> {
  safeParse(values: unknown):
    | { success: true; data: T }
    | {
        success: false;
        error: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> };
      };
}

/** What a form holds: text fields and checkboxes. */
export type FormValue = string | boolean;
export type FormValues = Record<string, FormValue>;

export type FieldErrors<V> = Partial<Record<keyof V & string, string>>;

/** The names of the values of one kind (text or checkbox). */
type NamesOf<V, Kind> = { [K in keyof V]: V[K] extends Kind ? K : never }[keyof V] & string;

/** The first message per top-level field of a failed parse. */
export function fieldErrorsOf<V>(
  issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>,
): FieldErrors<V> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? '');
    if (key && !(key in errors)) errors[key] = issue.message;
  }
  return errors as FieldErrors<V>;
}

export type ValidationResult<T, V> = { ok: true; data: T } | { ok: false; errors: FieldErrors<V> };

export function validate<T, V>(
  schema: FormSchema<T>,
  values: V,
  extra?: (values: V) => FieldErrors<V>,
): ValidationResult<T, V> {
  const parsed = schema.safeParse(values);
  const errors: FieldErrors<V> = parsed.success ? {} : fieldErrorsOf<V>(parsed.error.issues);
  const more = extra?.(values) ?? {};
  for (const [key, message] of Object.entries(more) as [keyof V & string, string][]) {
    errors[key] ??= message;
  }
  if (parsed.success && Object.keys(errors).length === 0) return { ok: true, data: parsed.data };
  return { ok: false, errors };
}

/**
 * A form checked with one of core's schemas before it is sent, that also shows what the server
 * refused. Errors show on their field (the fields set aria-invalid and aria-describedby); a
 * server message for no field shows in the form's alert (`<FormAlert {...form.alert} />`).
 * Client errors show after the first submit and then update as the person types; a field's
 * server error goes when that field is edited. After a failed submit, and after `showServerError`,
 * focus moves to the first invalid field, else to the alert. Typed values are always kept.
 *
 * Give the <form> the hook's `id`: focus is moved inside it.
 */
export function useValidatedForm<T, V extends FormValues>(
  schema: FormSchema<T>,
  initial: V,
  extra?: (values: V) => FieldErrors<V>,
) {
  const [values, setValues] = useState<V>(initial);
  const [clientErrors, setClientErrors] = useState<FieldErrors<V>>({});
  const [serverErrors, setServerErrors] = useState<FieldErrors<V>>({});
  const [alertMessages, setAlertMessages] = useState<string[]>([]);
  const [submitted, setSubmitted] = useState(false);
  const formId = useId();
  const alertId = useId();
  // Set by a failure; done once the target could take focus. A server answer arrives while the
  // form's fieldset is still disabled, so focus waits for the render that enables it.
  const focusPending = useRef(false);

  useLayoutEffect(() => {
    const form = document.getElementById(formId);
    if (!focusPending.current || !form) return;
    const target =
      form.querySelector<HTMLElement>('[aria-invalid="true"]') ?? document.getElementById(alertId);
    if (!target) {
      focusPending.current = false;
      return;
    }
    target.focus();
    if (document.activeElement === target) focusPending.current = false;
  });

  const errors: FieldErrors<V> = { ...serverErrors, ...clientErrors };

  function setValue<K extends keyof V & string>(name: K, value: V[K]) {
    const next = { ...values, [name]: value };
    setValues(next);
    if (name in serverErrors) {
      const rest = { ...serverErrors };
      delete rest[name];
      setServerErrors(rest);
    }
    if (submitted) {
      const result = validate(schema, next, extra);
      setClientErrors(result.ok ? {} : result.errors);
    }
  }

  /** The props every bound input takes: its name, its error, and a change that stores `read`. */
  function bound<K extends keyof V & string>(name: K, read: (input: HTMLInputElement) => V[K]) {
    return {
      name,
      error: errors[name],
      onChange: (event: ChangeEvent<HTMLInputElement>) => setValue(name, read(event.target)),
    };
  }

  /** Props for a TextField bound to one text value. */
  function field(name: NamesOf<V, string>) {
    return {
      ...bound(name, (input) => input.value as V[typeof name]),
      value: values[name] as string,
    };
  }

  /** Props for a CheckboxField bound to one yes/no value. */
  function checkbox(name: NamesOf<V, boolean>) {
    return {
      ...bound(name, (input) => input.checked as V[typeof name]),
      checked: values[name] as boolean,
    };
  }

  /** Shows what a call threw: on the fields it names, the rest in the alert; then focuses. */
  function showServerError(failure: unknown) {
    // The names are those of the initial values: the server's errors are matched against them.
    const { fields, messages } = serverErrorOf(failure, Object.keys(initial));
    focusPending.current = true;
    setServerErrors(fields as FieldErrors<V>);
    setAlertMessages(messages);
  }

  function onSubmit(send: (data: T) => void | Promise<void>) {
    return (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      setSubmitted(true);
      setServerErrors({});
      setAlertMessages([]);
      const result = validate(schema, values, extra);
      if (result.ok) {
        setClientErrors({});
        void send(result.data);
      } else {
        focusPending.current = true;
        setClientErrors(result.errors);
      }
    };
  }

  return {
    id: formId,
    values,
    errors,
    /** Props for `<FormAlert>`. */
    alert: { id: alertId, messages: alertMessages },
    setValue,
    field,
    checkbox,
    showServerError,
    onSubmit,
  };
}
