// The owner's dialogs for a bid: a text to send (a decline's message, a direct message to the
// bidder) and the award's confirmation. The call is passed in; its refusal shows in the dialog.
import { useId, useState, type FormEvent } from 'react';
import { Button, FormAlert, TextAreaField } from '@trestle/ui';
import { serverErrorOf } from '../../forms/server-errors';
import styles from './Projects.module.css';

export interface TextDialogProps {
  label: string;
  hint?: string;
  action: string;
  /** Said when the text is empty. */
  required: string;
  onSend: (text: string) => Promise<unknown>;
  onClose: () => void;
}

/** A text to send, with Cancel and the action. */
export function TextDialog({ label, hint, action, required, onSend, onClose }: TextDialogProps) {
  const alertId = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [alert, setAlert] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (text.trim() === '') {
      setError(required);
      return;
    }
    setBusy(true);
    try {
      await onSend(text.trim());
      onClose();
    } catch (failure) {
      const { fields, messages } = serverErrorOf(failure, ['message', 'text']);
      setError(fields.message ?? fields.text);
      setAlert(messages);
      setBusy(false);
    }
  }

  return (
    <form className={styles.dialogForm} onSubmit={(event) => void submit(event)} noValidate>
      <FormAlert id={alertId} messages={alert} />
      <TextAreaField
        label={label}
        hint={hint}
        value={text}
        error={error}
        autoFocus
        onChange={(value) => {
          setText(value);
          setError(undefined);
        }}
      />
      <div className={styles.dialogButtons}>
        <Button variant="secondary" onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" loading={busy}>
          {action}
        </Button>
      </div>
    </form>
  );
}

/** The award's confirmation: what follows, Cancel first. */
export function AwardDialog({
  text,
  onConfirm,
  onClose,
}: {
  text: string;
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <div className={styles.dialogForm}>
      <p>{text}</p>
      <div className={styles.dialogButtons}>
        <Button variant="secondary" onClick={onClose} autoFocus>
          Cancel
        </Button>
        <Button
          loading={busy}
          onClick={() => {
            setBusy(true);
            void onConfirm().finally(() => {
              setBusy(false);
              onClose();
            });
          }}
        >
          Award the project
        </Button>
      </div>
    </div>
  );
}
