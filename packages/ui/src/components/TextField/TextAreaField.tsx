import type { ComponentPropsWithRef } from 'react';
import { cx } from '../../utils/cx';
import { Field } from './Field';

export interface TextAreaFieldProps extends Omit<
  ComponentPropsWithRef<'textarea'>,
  'value' | 'onChange'
> {
  label: string;
  value: string;
  /** Called with the new text. */
  onChange: (value: string) => void;
  hint?: string | undefined;
  error?: string | undefined;
}

/** A labelled multi-line text field with hint and error message. */
export function TextAreaField({
  label,
  value,
  onChange,
  hint,
  error,
  rows = 3,
  id,
  required,
  className,
  'aria-describedby': describedBy,
  ...rest
}: TextAreaFieldProps) {
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
      {(control) => (
        <textarea
          {...rest}
          {...control}
          className={cx(control.className, 'tr-field__input--multiline')}
          rows={rows}
          required={required}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}
