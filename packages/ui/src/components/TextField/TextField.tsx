import type { ComponentPropsWithRef } from 'react';
import { Field } from './Field';

export interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'type'> {
  label: string;
  /** Help text under the field, linked with aria-describedby. */
  hint?: string | undefined;
  /** Error message; sets aria-invalid and is linked with aria-describedby. */
  error?: string | undefined;
  /** `date` is the browser's own date picker; its value is always YYYY-MM-DD. */
  type?: 'text' | 'email' | 'password' | 'search' | 'tel' | 'url' | 'date';
}

/** A labelled text input with hint and error message. */
export function TextField({
  label,
  hint,
  error,
  type = 'text',
  id,
  required,
  className,
  'aria-describedby': describedBy,
  ...rest
}: TextFieldProps) {
  return (
    <Field
      label={label}
      hint={hint}
      error={error}
      required={required}
      id={id}
      describedBy={describedBy}
      className={className}
    >
      {(control) => <input {...rest} {...control} type={type} required={required} />}
    </Field>
  );
}
