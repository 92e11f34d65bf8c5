export interface FieldErrorProps {
  /** The id the field names in aria-describedby. */
  id: string | undefined;
  /** The message; nothing shows without one. */
  error: string | null | undefined;
  /** The form's own error style (the composer's and the sign-up form's differ). */
  className: string | undefined;
  /** Read out as soon as it shows (role="alert"), for forms that do not move focus to it. */
  announce?: boolean;
}

/** A field's error message under it, linked to the field by id. */
export function FieldError({ id, error, className, announce = false }: FieldErrorProps) {
  if (!error) return null;
  return (
    <p id={id} className={className} role={announce ? 'alert' : undefined}>
      {error}
    </p>
  );
}
