import type { FormEvent } from 'react';
import { Button } from '../Button/Button';
import { TextField } from '../TextField/TextField';
import './PasswordConfirm.css';

export interface PasswordConfirmProps {
  password: string;
  onPasswordChange: (password: string) => void;
  /** The call's or the check's message, shown on the password field. */
  error?: string | undefined;
  /** While the action runs: the button shows a spinner and waits. */
  busy: boolean;
  /** "Delete project", "Delete channel". */
  buttonLabel: string;
  /** Called on submit (the default is prevented); the caller checks and acts. */
  onConfirm: () => void;
}

/** A dangerous action confirmed with the account password (spec section 5): field and button. */
export function PasswordConfirm({
  password,
  onPasswordChange,
  error,
  busy,
  buttonLabel,
  onConfirm,
}: PasswordConfirmProps) {
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onConfirm();
  }
  return (
    <form onSubmit={submit} noValidate className="tr-password-confirm">
      <TextField
        label="Your password"
        type="password"
        autoComplete="current-password"
        name="password"
        value={password}
        error={error}
        onChange={(event) => onPasswordChange(event.target.value)}
      />
      <div>
        <Button type="submit" variant="danger" loading={busy}>
          {buttonLabel}
        </Button>
      </div>
    </form>
  );
}
