import { useState } from 'react';
import { Button } from '@trestle/ui';
import styles from './Messages.module.css';

export interface ConfirmDialogProps {
  text: string;
  action: string;
  onConfirm(): Promise<unknown>;
  onClose(): void;
}

/** A yes-or-no question in a modal, Cancel first (deleting a message, leaving a chat). */
export function ConfirmDialog({ text, action, onConfirm, onClose }: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);
  return (
    <div className={styles.confirm}>
      <p>{text}</p>
      <div className={styles.confirmButtons}>
        <Button variant="secondary" onClick={onClose} autoFocus>
          Cancel
        </Button>
        <Button
          variant="danger"
          loading={busy}
          onClick={() => {
            setBusy(true);
            void onConfirm().finally(() => {
              setBusy(false);
              onClose();
            });
          }}
        >
          {action}
        </Button>
      </div>
    </div>
  );
}
