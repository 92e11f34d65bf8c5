// Deleting a project or a job needs the account password (spec section 5); a wrong one shows on
// the field.
import { useId, useState, type FormEvent } from 'react';
import { currentPasswordSchema } from '@trestle/core';
import { PasswordConfirm } from '@trestle/ui';
import { serverErrorOf } from '../../forms/server-errors';
import styles from './Board.module.css';

export interface DeleteWithPasswordProps {
  heading: string;
  text: string;
  buttonLabel: string;
  /** Deletes (through the quiet client); throws the call's error. */
  onDelete: (password: string) => Promise<void>;
}

export function DeleteWithPassword({
  heading,
  text,
  buttonLabel,
  onDelete,
}: DeleteWithPasswordProps) {
  const headingId = useId();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [deleting, setDeleting] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = currentPasswordSchema.safeParse(password);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    setDeleting(true);
    try {
      await onDelete(parsed.data);
    } catch (failure) {
      // A wrong password is a 403 with a message for no field: it belongs to this one.
      const { fields, messages } = serverErrorOf(failure, ['password']);
      setError(fields.password ?? messages.join(' '));
      setDeleting(false);
    }
  }

  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 className={styles.cardTitle} id={headingId}>
        {heading}
      </h2>
      <p className={styles.hint}>{text}</p>
      <PasswordConfirm
        field={{
          value: password,
          error,
          onChange: (event) => {
            setPassword(event.target.value);
            setError(undefined);
          },
        }}
        busy={deleting}
        buttonLabel={buttonLabel}
        onSubmit={(event) => void submit(event)}
      />
    </section>
  );
}
