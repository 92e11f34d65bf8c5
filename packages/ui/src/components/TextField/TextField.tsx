import { useId, type ComponentPropsWithRef } from 'react';
import { cx } from '../../utils/cx';
import './TextField.css';

export interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'type'> {
  label: string;
  /** Help text under the field, linked with aria-describedby. */
  hint?: string;
  /** Error message; sets aria-invalid and is linked with aria-describedby. */
  error?: string;
  type?: 'text' | 'email' | 'password';
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
  ...rest
}: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = cx(rest['aria-describedby'], hintId, errorId) || undefined;

  return (
    <div className={cx('tr-field', error && 'tr-field--invalid', className)}>
      <label className="tr-field__label" htmlFor={inputId}>
        {label}
        {required ? (
          <span className="tr-field__required" aria-hidden="true">
            {' *'}
          </span>
        ) : null}
      </label>
      <input
        {...rest}
        id={inputId}
        type={type}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className="tr-field__input"
      />
      {hint ? (
        <p id={hintId} className="tr-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="tr-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
