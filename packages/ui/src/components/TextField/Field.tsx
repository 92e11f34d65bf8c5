import { useId, type ReactNode } from 'react';
import { cx } from '../../utils/cx';
import './TextField.css';

/** What a field gives its control: the id the label points at, and the links to hint and error. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  className: string;
}

export interface FieldProps {
  label: string;
  /** Help text under the control, linked with aria-describedby. */
  hint?: string | undefined;
  /** Error message; sets aria-invalid and is linked with aria-describedby. */
  error?: string | undefined;
  /** Shows a "*" after the label (the control itself gets `required`). */
  required?: boolean | undefined;
  id?: string | undefined;
  /** More ids the control is described by (a counter, a note beside the field). */
  describedBy?: string | undefined;
  className?: string | undefined;
  /** Renders the control with the props it needs (the family's inputs, or a file input). */
  children: (control: FieldControlProps) => ReactNode;
}

/** The frame every field of the family shares: label, control, hint and error message. */
export function Field({
  label,
  hint,
  error,
  required,
  id,
  describedBy,
  className,
  children,
}: FieldProps) {
  const autoId = useId();
  const controlId = id ?? autoId;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  return (
    <div className={cx('tr-field', error && 'tr-field--invalid', className)}>
      <label className="tr-field__label" htmlFor={controlId}>
        {label}
        {required ? (
          <span className="tr-field__required" aria-hidden="true">
            {' *'}
          </span>
        ) : null}
      </label>
      {children({
        id: controlId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': cx(describedBy, hintId, errorId) || undefined,
        className: 'tr-field__input',
      })}
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
