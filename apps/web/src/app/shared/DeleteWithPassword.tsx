// Deleting something for good needs the account password (spec section 5): projects, jobs,
// listings, channels and groups all confirm here. Nothing destructive is open on a page: a button
// (or a menu item, through useDeleteWithPassword) opens a confirmation dialog with the password
// field (issue 24). The call is passed in; a wrong password (403) or too many tries (429) show on
// the field, any other failure in the form's alert.
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
  /** The label of the button that opens the dialog (default: buttonLabel followed by "…"). */
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

/**
 * Opens the confirmation dialog (titled `heading`) with the password form; for a menu item
 * ("Delete project…") or a button.
 */
export function useDeleteWithPassword(props: Omit<DeleteWithPasswordProps, 'openLabel'>) {
  const { modals } = useServices();
  return () => {
    // The modal's id names its title's element: no spaces (aria-labelledby is a list of ids).
    const id = `delete-${props.heading.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
    modals.open({
      id,
      title: props.heading,
      content: (
        <DeletePasswordForm
          {...props}
          onCancel={() => modals.close(id)}
          onDeleted={() => {
            modals.close(id, { force: true });
            props.onDeleted();
          }}
        />
      ),
    });
  };
}

/** A danger button that opens the confirmation dialog. */
export function DeleteWithPassword({ openLabel, ...props }: DeleteWithPasswordProps) {
  const open = useDeleteWithPassword(props);
  return (
    <div>
      <Button variant="danger" onClick={open}>
        {openLabel ?? `${props.buttonLabel}…`}
      </Button>
    </div>
  );
}

/** The dialog's content: what is lost, the password, Delete and Cancel. */
function DeletePasswordForm({
  text,
  buttonLabel,
  onDelete,
  deletedText,
  onDeleted,
  onCancel,
}: Omit<DeleteWithPasswordProps, 'openLabel' | 'heading'> & { onCancel: () => void }) {
  const { notify } = useServices();
  const alertId = useId();
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

  return (
    <div className={styles.section}>
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
          autoFocus
          onChange={(event) => {
            setPassword(event.target.value);
            setError(undefined);
          }}
        />
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onCancel} disabled={deleting}>
            Cancel
          </Button>
          <Button type="submit" variant="danger" loading={deleting}>
            {buttonLabel}
          </Button>
        </div>
      </form>
    </div>
  );
}
