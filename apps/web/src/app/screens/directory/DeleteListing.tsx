import { useId, useState, type FormEvent } from 'react';
import { currentPasswordSchema } from '@trestle/core';
import { unwrap } from '@trestle/sdk';
import { Button, TextField } from '@trestle/ui';
import { serverErrorOf } from '../../forms/server-errors';
import { useServices } from '../../services-context';
import type { Listing } from './types';
import styles from './Directory.module.css';

/** Deleting needs the account password (spec section 5); a wrong one shows on the field. */
export function DeleteListing({
  listing,
  onDeleted,
  asStaff = false,
}: {
  listing: Listing;
  onDeleted: () => void;
  /** Staff delete any listing through the moderation path, with their own password. */
  asStaff?: boolean;
}) {
  const services = useServices();
  const headingId = useId();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [deleting, setDeleting] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = currentPasswordSchema.safeParse(password);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    setDeleting(true);
    try {
      const request = { params: { path: { id: listing.id } }, body: { password: parsed.data } };
      await unwrap(
        asStaff
          ? services.quietClient.api.DELETE('/user/listing/moderate/{id}', request)
          : services.quietClient.api.DELETE('/user/listing/{id}', request),
      );
      services.notify(`${listing.title} is deleted.`, 'success');
      onDeleted();
    } catch (failure) {
      const { fields, messages } = serverErrorOf(failure, ['password']);
      setError(fields.password ?? messages.join(' '));
    } finally {
      setDeleting(false);
    }
  }

  if (!open) {
    return (
      <div>
        <Button variant="danger" onClick={() => setOpen(true)}>
          Delete listing
        </Button>
      </div>
    );
  }
  return (
    <section className={styles.danger} aria-labelledby={headingId}>
      <h2 id={headingId}>Delete this listing</h2>
      <p>The listing and its quote requests are deleted for good. Type your password to confirm.</p>
      <form onSubmit={(event) => void submit(event)} noValidate className={styles.fields}>
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
            Delete for good
          </Button>
          <Button variant="secondary" onClick={() => setOpen(false)} disabled={deleting}>
            Cancel
          </Button>
        </div>
      </form>
    </section>
  );
}
