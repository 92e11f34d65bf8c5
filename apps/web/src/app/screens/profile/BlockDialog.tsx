import { useState } from 'react';
import { Button } from '@trestle/ui';
import styles from '../../posts/Dialogs.module.css';

export interface BlockDialogProps {
  handle: string;
  /** Blocks; resolves true when done (the dialog then closes). */
  onConfirm: () => Promise<boolean>;
  onCancel: () => void;
}

/** "Block @x?" with Cancel first, saying what a block does (the contract's blockUser). */
export function BlockDialog({ handle, onConfirm, onCancel }: BlockDialogProps) {
  const [blocking, setBlocking] = useState(false);
  async function confirm() {
    setBlocking(true);
    const done = await onConfirm();
    setBlocking(false);
    if (done) onCancel();
  }
  return (
    <div className={styles.form}>
      <p className={styles.text}>
        You and {handle} will stop seeing each other&apos;s posts, and follows between you end.{' '}
        {handle} won&apos;t be able to follow you, reply to you or message you. They aren&apos;t
        told.
      </p>
      <div className={styles.buttons}>
        <Button variant="secondary" onClick={onCancel} autoFocus>
          Cancel
        </Button>
        <Button variant="danger" loading={blocking} onClick={() => void confirm()}>
          Block
        </Button>
      </div>
    </div>
  );
}
