import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { FieldError } from '../FieldError/FieldError';
import './CheckboxField.css';

export interface CheckboxFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'type'> {
  /** The label; may hold links (a link inside a label opens, it does not tick the box). */
  label: ReactNode;
  /** Help text under the box, linked with aria-describedby. */
  hint?: string | undefined;
  /** Error message; sets aria-invalid and is linked with aria-describedby. */
  error?: string | undefined;
}

/** A labelled checkbox with hint and error message, in the look of the TextField family. */
export function CheckboxField({ label, hint, error, id, className, ...rest }: CheckboxFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = cx(rest['aria-describedby'], hintId, errorId) || undefined;

  return (
    <div className={cx('tr-checkbox', error && 'tr-checkbox--invalid', className)}>
      <input
        {...rest}
        id={inputId}
        type="checkbox"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className="tr-checkbox__input"
      />
      <label htmlFor={inputId} className="tr-checkbox__label">
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="tr-checkbox__hint">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} error={error} className="tr-checkbox__error" />
    </div>
  );
}
