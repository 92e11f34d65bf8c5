import { useState } from 'react';
import { Button } from '@trestle/ui';
import styles from './Dialogs.module.css';

export interface DeleteDialogProps {
  /** Deletes; resolves true when done (the dialog then closes). */
  onConfirm: () => Promise<boolean>;
  onCancel: () => void;
}

/** "Delete this post?" with Cancel first: deleting cannot be undone. */
export function DeleteDialog({ onConfirm, onCancel }: DeleteDialogProps) {
  const [deleting, setDeleting] = useState(false);
  async function confirm() {
    setDeleting(true);
    const done = await onConfirm();
    setDeleting(false);
    if (done) onCancel();
  }
  return (
    <div className={styles.form}>
      <p className={styles.text}>
        The post will be removed from your profile, the feeds and search. Replies to it stay. This
        cannot be undone.
      </p>
      <div className={styles.buttons}>
        <Button variant="secondary" onClick={onCancel} autoFocus>
          Cancel
        </Button>
        <Button variant="danger" loading={deleting} onClick={() => void confirm()}>
          Delete
        </Button>
      </div>
    </div>
  );
}
