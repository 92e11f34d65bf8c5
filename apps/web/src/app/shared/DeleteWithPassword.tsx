// Deleting something for good needs the account password (spec section 5): projects, jobs,
// listings, channels and groups all confirm here. The call is passed in; a wrong password (403) or
// too many tries (429) show on the field, any other failure in the form's alert.
import { useId, useState, type FormEvent } from 'react';
import { currentPasswordSchema, toNormalisedError } from '@trestle/core';
import { Button, FormAlert, TextField } from '@trestle/ui';
import { serverErrorOf } from '../forms/server-errors';
import { useServices } from '../services-context';
import styles from './DeleteWithPassword.module.css';

export interface DeleteWithPasswordProps {
  heading: string;
  text: string;
  buttonLabel: string;
  /** Deletes with the password (through the quiet client); throws the call's error. */
  onDelete: (password: string) => Promise<unknown>;
  /** Said once it is deleted ("Old barn is deleted."). */
  deletedText: string;
  /** Then: where to go. */
  onDeleted: () => void;
  /** When given, the form opens from a button with this label (and can be cancelled). */
  openLabel?: string;
}

/** Where a refused deletion's message belongs: the password field, or the alert. */
export function deleteFailureOf(failure: unknown): { field?: string; alert: string[] } {
  const { fields, messages } = serverErrorOf(failure, ['password']);
  if (fields.password) return { field: fields.password, alert: messages };
  const { status } = toNormalisedError(failure);
  // A wrong password is a 403 with a message for no field: it belongs to this one.
  if (status === 403 || status === 429) return { field: messages.join(' '), alert: [] };
  return { alert: messages };
}

export function DeleteWithPassword({
  heading,
  text,
  buttonLabel,
  onDelete,
  deletedText,
  onDeleted,
  openLabel,
}: DeleteWithPasswordProps) {
  const { notify } = useServices();
  const headingId = useId();
  const alertId = useId();
  const [open, setOpen] = useState(openLabel === undefined);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [alert, setAlert] = useState<string[]>([]);
  const [deleting, setDeleting] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = currentPasswordSchema.safeParse(password);
    setAlert([]);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    setDeleting(true);
    try {
      await onDelete(parsed.data);
      notify(deletedText, 'success');
      onDeleted();
    } catch (failure) {
      const { field, alert: messages } = deleteFailureOf(failure);
      setError(field);
      setAlert(messages);
      setDeleting(false);
    }
  }

  if (!open) {
    return (
      <div>
        <Button variant="danger" onClick={() => setOpen(true)}>
          {openLabel}
        </Button>
      </div>
    );
  }
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 className={styles.heading} id={headingId}>
        {heading}
      </h2>
      <p className={styles.text}>{text}</p>
      <form onSubmit={(event) => void submit(event)} noValidate className={styles.form}>
        <FormAlert id={alertId} messages={alert} />
        <TextField
          label="Your password"
          type="password"
          autoComplete="current-password"
          name="password"
          value={password}
          error={error}
          onChange={(event) => {
            setPassword(event.target.value);
            setError(undefined);
          }}
        />
        <div className={styles.actions}>
          <Button type="submit" variant="danger" loading={deleting}>
            {buttonLabel}
          </Button>
          {openLabel !== undefined ? (
            <Button variant="secondary" onClick={() => setOpen(false)} disabled={deleting}>
              Cancel
            </Button>
          ) : null}
        </div>
      </form>
    </section>
  );
}
