import { useId, useState, type FormEvent } from 'react';
import { LIST_TITLE_MAX_LENGTH, listTitleSchema } from '@trestle/core';
import { Button, TextField } from '@trestle/ui';
import { serverErrorOf } from '../../forms/server-errors';
import styles from './Lists.module.css';

export interface ListTitleFormProps {
  label: string;
  action: string;
  initial?: string;
  /** Saves the checked title; throws the SDK's error when the server refuses. */
  onSave: (title: string) => Promise<void>;
  onCancel?: () => void;
}

/**
 * A list's title (creating or renaming): core's listTitleSchema checks it on the field before
 * sending, and the server's refusal (a title already used) shows on the field too.
 */
export function ListTitleForm({
  label,
  action,
  initial = '',
  onSave,
  onCancel,
}: ListTitleFormProps) {
  const id = useId();
  const [title, setTitle] = useState(initial);
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = listTitleSchema.safeParse(title);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      document.getElementById(id)?.focus();
      return;
    }
    setSaving(true);
    try {
      await onSave(parsed.data);
      setSaving(false);
      setTitle(initial);
      setError(undefined);
    } catch (failure) {
      setSaving(false);
      const refused = serverErrorOf(failure, ['title']);
      setError(refused.fields.title ?? (refused.messages.join(' ') || 'Please try again.'));
      document.getElementById(id)?.focus();
    }
  }

  return (
    <form className={styles.createForm} noValidate onSubmit={(event) => void submit(event)}>
      <TextField
        id={id}
        label={label}
        value={title}
        error={error}
        maxLength={LIST_TITLE_MAX_LENGTH}
        onChange={(event) => {
          setTitle(event.target.value);
          setError(undefined);
        }}
      />
      <Button type="submit" loading={saving}>
        {action}
      </Button>
      {onCancel ? (
        <Button type="button" variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      ) : null}
    </form>
  );
}
