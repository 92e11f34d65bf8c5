import type { FormEventHandler, ReactNode } from 'react';
import { Button } from '../Button/Button';
import { TextField, type TextFieldProps } from '../TextField/TextField';
import './PasswordConfirm.css';

/** The password field's own props: value, onChange, error, ref… (label and type are fixed). */
export type PasswordFieldProps = Omit<TextFieldProps, 'label' | 'type' | 'autoComplete'>;

export interface PasswordConfirmProps {
  /** The password field: its value, onChange and error (a wrong password shows here). */
  field: PasswordFieldProps;
  /** While the action runs: the button shows a spinner and waits. */
  busy: boolean;
  /** "Delete project", "Delete channel". */
  buttonLabel: string;
  /** The form's submit; the caller checks the password and acts (no call is made here). */
  onSubmit: FormEventHandler<HTMLFormElement>;
  id?: string | undefined;
  /** Shown above the field: the form's alert for a failure that is no field's. */
  children?: ReactNode;
}

/** A dangerous action confirmed with the account password (spec section 5): field and button. */
export function PasswordConfirm({
  field,
  busy,
  buttonLabel,
  onSubmit,
  id,
  children,
}: PasswordConfirmProps) {
  return (
    <form id={id} onSubmit={onSubmit} noValidate className="tr-password-confirm">
      {children}
      <TextField
        name="password"
        {...field}
        label="Your password"
        type="password"
        autoComplete="current-password"
      />
      <div>
        <Button type="submit" variant="danger" loading={busy}>
          {buttonLabel}
        </Button>
      </div>
    </form>
  );
}
