import { useState, type ChangeEvent, type FormEvent } from 'react';
import { flushSync } from 'react-dom';

/** The part of a zod schema the forms use, so core's schemas plug straight in. */
export interface FormSchema<T> {
  safeParse(values: unknown):
    | { success: true; data: T }
    | {
        success: false;
        error: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> };
      };
}

export type FieldErrors<V> = Partial<Record<keyof V & string, string>>;

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
 * A form checked with one of core's schemas before it is sent. Errors show after the first
 * submit and then update as the person types; a failed submit focuses the first invalid field.
 */
export function useValidatedForm<T, V extends Record<string, string>>(
  schema: FormSchema<T>,
  initial: V,
  extra?: (values: V) => FieldErrors<V>,
) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors<V>>({});
  const [submitted, setSubmitted] = useState(false);

  function setValue(name: keyof V & string, value: string) {
    const next = { ...values, [name]: value };
    setValues(next);
    if (submitted) {
      const result = validate(schema, next, extra);
      setErrors(result.ok ? {} : result.errors);
    }
  }

  /** Props for a TextField bound to one value. */
  function field(name: keyof V & string) {
    return {
      name,
      value: values[name],
      error: errors[name],
      onChange: (event: ChangeEvent<HTMLInputElement>) => setValue(name, event.target.value),
    };
  }

  function onSubmit(send: (data: T) => void) {
    return (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      setSubmitted(true);
      const result = validate(schema, values, extra);
      if (result.ok) {
        setErrors({});
        send(result.data);
      } else {
        const form = event.currentTarget;
        flushSync(() => setErrors(result.errors));
        form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      }
    };
  }

  return { values, errors, setValue, field, onSubmit };
}
