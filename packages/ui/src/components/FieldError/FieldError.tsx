import { cx } from '../../utils/cx';
import './FieldError.css';

export interface FieldErrorProps {
  /** The id the field names in aria-describedby. */
  id: string | undefined;
  /** The message; nothing shows without one. */
  error: string | null | undefined;
  /** Layout only (a grid column, a margin): the look is the field family's. */
  className?: string | undefined;
  /** Read out as soon as it shows (role="alert"), for forms that do not move focus to it. */
  announce?: boolean;
}

/** A field's error message under it, linked to the field by id (for controls outside Field). */
export function FieldError({ id, error, className, announce = false }: FieldErrorProps) {
  if (!error) return null;
  return (
    <p id={id} className={cx('tr-field-error', className)} role={announce ? 'alert' : undefined}>
      {error}
    </p>
  );
}
