// The frame of every board item's form (a project, a job, a directory listing): the form's alert,
// its fields (locked while saving), and Save beside Cancel; Save waits for uploads in progress.
import { useState, type FormEvent, type ReactNode } from 'react';
import { Button, FormAlert, type FormAlertProps } from '@trestle/ui';
import styles from './Board.module.css';

export interface BoardItemFormProps {
  /** The form's id (useValidatedForm moves focus inside it). */
  id?: string;
  alert: FormAlertProps;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  saving: boolean;
  /** Files still uploading: nothing is saved before they are in. */
  uploading?: boolean;
  submitLabel: string;
  onCancel?: () => void;
  /** The item's own fields. */
  children: ReactNode;
}

export function BoardItemForm({
  id,
  alert,
  onSubmit,
  saving,
  uploading = false,
  submitLabel,
  onCancel,
  children,
}: BoardItemFormProps) {
  return (
    <form id={id} className={styles.form} onSubmit={onSubmit} noValidate>
      <FormAlert {...alert} />
      <fieldset className={styles.formFields} disabled={saving}>
        {children}
      </fieldset>
      <div className={styles.filterActions}>
        <Button type="submit" loading={saving} disabled={uploading}>
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel} disabled={saving}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}

/**
 * Saving an item: `saving` while the call runs; a failure goes to `onFailure` (the form shows it
 * on its fields and in its alert).
 */
export function useSaving() {
  const [saving, setSaving] = useState(false);
  async function save(call: () => Promise<void>, onFailure: (failure: unknown) => void) {
    setSaving(true);
    try {
      await call();
    } catch (failure) {
      onFailure(failure);
    } finally {
      setSaving(false);
    }
  }
  return { saving, save };
}
