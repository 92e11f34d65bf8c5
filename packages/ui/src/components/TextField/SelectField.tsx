import type { ComponentPropsWithRef } from 'react';
import { Field } from './Field';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends Omit<
  ComponentPropsWithRef<'select'>,
  'value' | 'onChange' | 'multiple'
> {
  label: string;
  value: string;
  options: readonly SelectOption[];
  /** Called with the chosen option's value. */
  onChange: (value: string) => void;
  hint?: string | undefined;
  error?: string | undefined;
}

/** A labelled native select with hint and error message. */
export function SelectField({
  label,
  value,
  options,
  onChange,
  hint,
  error,
  id,
  required,
  className,
  'aria-describedby': describedBy,
  ...rest
}: SelectFieldProps) {
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
        <select
          {...rest}
          {...control}
          required={required}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
