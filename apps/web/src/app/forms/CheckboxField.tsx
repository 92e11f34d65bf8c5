import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { FieldError } from './FieldError';
import styles from './Forms.module.css';

export interface CheckboxFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'type'> {
  /** The label; may hold links (a link inside a label opens, it does not tick the box). */
  label: ReactNode;
  /** Help text under the box, linked with aria-describedby. */
  hint?: string;
  /** Error message; sets aria-invalid and is linked with aria-describedby. */
  error?: string | undefined;
}

/** A labelled checkbox with hint and error message, styled like the ui package's TextField. */
export function CheckboxField({ label, hint, error, id, className, ...rest }: CheckboxFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy =
    [rest['aria-describedby'], hintId, errorId].filter(Boolean).join(' ') || undefined;

  return (
    <div
      className={[styles.checkbox, error ? styles.checkboxInvalid : '', className ?? '']
        .filter(Boolean)
        .join(' ')}
    >
      <input
        {...rest}
        id={inputId}
        type="checkbox"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={styles.checkboxInput}
      />
      <label htmlFor={inputId} className={styles.checkboxLabel}>
        {label}
      </label>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} error={error} className={styles.error} />
    </div>
  );
}
